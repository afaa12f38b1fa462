/**
 * Ciudades de las delegaciones (en orden de apertura), con su provincia, prefijos, códigos postales y
 * municipios cercanos con coordenadas aproximadas; tipos y nombres de vía.
 */
import type { Aleatorio } from './prng';

/** [nombre, código postal, latitud, longitud] */
export type Municipio = readonly [string, string, number, number];

export interface Ciudad {
  nombre: string;
  provincia: string;
  /** Código de provincia (INE): prefijo del código postal y del CIF. */
  codProvincia: string;
  /** Prefijo de los teléfonos fijos. */
  prefijoFijo: string;
  lat: number;
  lng: number;
  /** Códigos postales de la capital: del cpDesde al cpHasta (los 3 últimos dígitos). */
  cpDesde: number;
  cpHasta: number;
  /** Peso relativo (tamaño del mercado). */
  peso: number;
  municipios: readonly Municipio[];
}

export const CIUDADES: readonly Ciudad[] = [
  { nombre: 'Madrid', provincia: 'Madrid', codProvincia: '28', prefijoFijo: '91', lat: 40.4168, lng: -3.7038, cpDesde: 1, cpHasta: 55, peso: 1, municipios: [
    ['Alcobendas', '28100', 40.5475, -3.642], ['Getafe', '28901', 40.3057, -3.7329], ['Móstoles', '28931', 40.3223, -3.8649],
    ['Alcalá de Henares', '28801', 40.4818, -3.3643], ['Leganés', '28911', 40.3272, -3.7635], ['Fuenlabrada', '28941', 40.2842, -3.7942],
    ['Las Rozas de Madrid', '28231', 40.4929, -3.8737], ['Pozuelo de Alarcón', '28223', 40.4351, -3.8134], ['Torrejón de Ardoz', '28850', 40.4555, -3.4697],
    ['Majadahonda', '28220', 40.4734, -3.8722]] },
  { nombre: 'Barcelona', provincia: 'Barcelona', codProvincia: '08', prefijoFijo: '93', lat: 41.3874, lng: 2.1686, cpDesde: 1, cpHasta: 42, peso: 0.9, municipios: [
    ["L'Hospitalet de Llobregat", '08901', 41.3597, 2.0997], ['Badalona', '08911', 41.45, 2.2474], ['Sabadell', '08201', 41.5463, 2.1086],
    ['Terrassa', '08221', 41.561, 2.0089], ['Mataró', '08301', 41.5381, 2.4445], ['Sant Cugat del Vallès', '08172', 41.4721, 2.0865],
    ['Cornellà de Llobregat', '08940', 41.3571, 2.07], ['Granollers', '08401', 41.6079, 2.2874]] },
  { nombre: 'Valencia', provincia: 'Valencia', codProvincia: '46', prefijoFijo: '96', lat: 39.4699, lng: -0.3763, cpDesde: 1, cpHasta: 26, peso: 0.6, municipios: [
    ['Torrent', '46900', 39.4371, -0.4655], ['Paterna', '46980', 39.5025, -0.4406], ['Gandia', '46700', 38.967, -0.1805],
    ['Sagunto', '46500', 39.6799, -0.2784], ['Burjassot', '46100', 39.5098, -0.4131], ['Mislata', '46920', 39.475, -0.4156],
    ['Alzira', '46600', 39.151, -0.435]] },
  { nombre: 'Sevilla', provincia: 'Sevilla', codProvincia: '41', prefijoFijo: '954', lat: 37.3891, lng: -5.9845, cpDesde: 1, cpHasta: 20, peso: 0.55, municipios: [
    ['Dos Hermanas', '41700', 37.2836, -5.9209], ['Alcalá de Guadaíra', '41500', 37.3389, -5.8395], ['Mairena del Aljarafe', '41927', 37.3447, -6.0631],
    ['Utrera', '41710', 37.183, -5.7815], ['Écija', '41400', 37.5422, -5.0826], ['La Rinconada', '41309', 37.4867, -5.9815]] },
  { nombre: 'Bilbao', provincia: 'Bizkaia', codProvincia: '48', prefijoFijo: '94', lat: 43.263, lng: -2.935, cpDesde: 1, cpHasta: 15, peso: 0.45, municipios: [
    ['Barakaldo', '48901', 43.2956, -2.9973], ['Getxo', '48990', 43.3569, -3.0117], ['Portugalete', '48920', 43.3204, -3.0204],
    ['Santurtzi', '48980', 43.3286, -3.0326], ['Basauri', '48970', 43.2364, -2.8856], ['Leioa', '48940', 43.3282, -2.9863],
    ['Durango', '48200', 43.1705, -2.6327]] },
  { nombre: 'Zaragoza', provincia: 'Zaragoza', codProvincia: '50', prefijoFijo: '976', lat: 41.6488, lng: -0.8891, cpDesde: 1, cpHasta: 21, peso: 0.4, municipios: [
    ['Utebo', '50180', 41.7141, -0.9944], ['Cuarte de Huerva', '50410', 41.5947, -0.9327], ['Calatayud', '50300', 41.3533, -1.6432],
    ['Ejea de los Caballeros', '50600', 42.1259, -1.1372], ['La Muela', '50196', 41.5806, -1.1178], ['Zuera', '50800', 41.8683, -0.7892]] },
  { nombre: 'Málaga', provincia: 'Málaga', codProvincia: '29', prefijoFijo: '952', lat: 36.7213, lng: -4.4214, cpDesde: 1, cpHasta: 18, peso: 0.45, municipios: [
    ['Marbella', '29601', 36.5101, -4.8825], ['Torremolinos', '29620', 36.6216, -4.4999], ['Fuengirola', '29640', 36.5398, -4.6247],
    ['Benalmádena', '29631', 36.5989, -4.5168], ['Vélez-Málaga', '29700', 36.7809, -4.1006], ['Estepona', '29680', 36.4276, -5.1459],
    ['Rincón de la Victoria', '29730', 36.7177, -4.2753]] },
  { nombre: 'Alicante', provincia: 'Alicante', codProvincia: '03', prefijoFijo: '965', lat: 38.3452, lng: -0.481, cpDesde: 1, cpHasta: 16, peso: 0.4, municipios: [
    ['Elche', '03201', 38.2669, -0.6984], ['Benidorm', '03501', 38.5411, -0.1225], ['Torrevieja', '03181', 37.9787, -0.6822],
    ['San Vicente del Raspeig', '03690', 38.3964, -0.5255], ['Orihuela', '03300', 38.0848, -0.944], ['Alcoy', '03801', 38.6983, -0.4736]] },
  { nombre: 'Murcia', provincia: 'Murcia', codProvincia: '30', prefijoFijo: '968', lat: 37.9922, lng: -1.1307, cpDesde: 1, cpHasta: 12, peso: 0.35, municipios: [
    ['Cartagena', '30201', 37.6257, -0.9966], ['Lorca', '30800', 37.6771, -1.7007], ['Molina de Segura', '30500', 38.0546, -1.2077],
    ['Alcantarilla', '30820', 37.9694, -1.217], ['Cieza', '30530', 38.2395, -1.4196]] },
  { nombre: 'Palma', provincia: 'Illes Balears', codProvincia: '07', prefijoFijo: '971', lat: 39.5696, lng: 2.6502, cpDesde: 1, cpHasta: 15, peso: 0.35, municipios: [
    ['Calvià', '07184', 39.5658, 2.5062], ['Manacor', '07500', 39.5696, 3.2096], ['Inca', '07300', 39.7211, 2.9114],
    ['Llucmajor', '07620', 39.4906, 2.8906], ['Marratxí', '07141', 39.6222, 2.7528]] },
  { nombre: 'Valladolid', provincia: 'Valladolid', codProvincia: '47', prefijoFijo: '983', lat: 41.6523, lng: -4.7245, cpDesde: 1, cpHasta: 16, peso: 0.3, municipios: [
    ['Laguna de Duero', '47140', 41.5817, -4.7236], ['Medina del Campo', '47400', 41.3104, -4.9148],
    ['Arroyo de la Encomienda', '47195', 41.6096, -4.7967], ['Tudela de Duero', '47320', 41.5839, -4.5817]] },
  { nombre: 'A Coruña', provincia: 'A Coruña', codProvincia: '15', prefijoFijo: '981', lat: 43.3623, lng: -8.4115, cpDesde: 1, cpHasta: 11, peso: 0.3, municipios: [
    ['Santiago de Compostela', '15701', 42.8782, -8.5448], ['Ferrol', '15401', 43.484, -8.2334], ['Oleiros', '15173', 43.3332, -8.3163],
    ['Arteixo', '15142', 43.3046, -8.5075], ['Culleredo', '15670', 43.2883, -8.3886]] },
  { nombre: 'Vigo', provincia: 'Pontevedra', codProvincia: '36', prefijoFijo: '986', lat: 42.2406, lng: -8.7207, cpDesde: 201, cpHasta: 216, peso: 0.3, municipios: [
    ['Pontevedra', '36001', 42.431, -8.6444], ['Redondela', '36800', 42.2833, -8.6096], ['Cangas', '36940', 42.2647, -8.7836],
    ['O Porriño', '36400', 42.1614, -8.6197]] },
  { nombre: 'Las Palmas de Gran Canaria', provincia: 'Las Palmas', codProvincia: '35', prefijoFijo: '928', lat: 28.1235, lng: -15.4363, cpDesde: 1, cpHasta: 19, peso: 0.3, municipios: [
    ['Telde', '35200', 27.9924, -15.4192], ['Santa Lucía de Tirajana', '35110', 27.8434, -15.4453], ['Arucas', '35400', 28.1198, -15.5232],
    ['San Bartolomé de Tirajana', '35100', 27.755, -15.5718], ['Ingenio', '35250', 27.9211, -15.4347]] },
  { nombre: 'Granada', provincia: 'Granada', codProvincia: '18', prefijoFijo: '958', lat: 37.1773, lng: -3.5986, cpDesde: 1, cpHasta: 15, peso: 0.3, municipios: [
    ['Motril', '18600', 36.7453, -3.518], ['Armilla', '18100', 37.141, -3.6253], ['Maracena', '18200', 37.2082, -3.6349],
    ['Loja', '18300', 37.1686, -4.1511], ['Baza', '18800', 37.4903, -2.7726]] },
  { nombre: 'Oviedo', provincia: 'Asturias', codProvincia: '33', prefijoFijo: '985', lat: 43.3614, lng: -5.8494, cpDesde: 1, cpHasta: 13, peso: 0.3, municipios: [
    ['Gijón', '33201', 43.5322, -5.6611], ['Avilés', '33401', 43.5547, -5.9248], ['Pola de Siero', '33510', 43.3922, -5.6617],
    ['Mieres', '33600', 43.25, -5.7667], ['Langreo', '33900', 43.3, -5.6833]] },
  { nombre: 'Córdoba', provincia: 'Córdoba', codProvincia: '14', prefijoFijo: '957', lat: 37.8882, lng: -4.7794, cpDesde: 1, cpHasta: 14, peso: 0.25, municipios: [
    ['Lucena', '14900', 37.4088, -4.4852], ['Puente Genil', '14500', 37.3891, -4.767], ['Montilla', '14550', 37.5868, -4.6383],
    ['Priego de Córdoba', '14800', 37.438, -4.1955], ['Palma del Río', '14700', 37.7006, -5.283]] },
  { nombre: 'Pamplona', provincia: 'Navarra', codProvincia: '31', prefijoFijo: '948', lat: 42.8125, lng: -1.6458, cpDesde: 1, cpHasta: 16, peso: 0.25, municipios: [
    ['Tudela', '31500', 42.0617, -1.6063], ['Barañáin', '31010', 42.8057, -1.6776], ['Burlada', '31600', 42.826, -1.6167],
    ['Estella-Lizarra', '31200', 42.6716, -2.0306]] },
  { nombre: 'Donostia-San Sebastián', provincia: 'Gipuzkoa', codProvincia: '20', prefijoFijo: '943', lat: 43.3183, lng: -1.9812, cpDesde: 1, cpHasta: 18, peso: 0.25, municipios: [
    ['Irun', '20301', 43.339, -1.7894], ['Errenteria', '20100', 43.3119, -1.8985], ['Eibar', '20600', 43.1843, -2.4715],
    ['Zarautz', '20800', 43.2841, -2.1697], ['Hernani', '20120', 43.2654, -1.976]] },
  { nombre: 'Cádiz', provincia: 'Cádiz', codProvincia: '11', prefijoFijo: '956', lat: 36.5271, lng: -6.2886, cpDesde: 1, cpHasta: 12, peso: 0.25, municipios: [
    ['Jerez de la Frontera', '11401', 36.6866, -6.137], ['Algeciras', '11201', 36.1408, -5.4562], ['San Fernando', '11100', 36.4759, -6.198],
    ['El Puerto de Santa María', '11500', 36.5939, -6.233], ['Chiclana de la Frontera', '11130', 36.4192, -6.1493]] },
  { nombre: 'Santander', provincia: 'Cantabria', codProvincia: '39', prefijoFijo: '942', lat: 43.4623, lng: -3.8099, cpDesde: 1, cpHasta: 12, peso: 0.2, municipios: [
    ['Torrelavega', '39300', 43.3494, -4.0479], ['Castro-Urdiales', '39700', 43.3845, -3.2157], ['Muriedas', '39600', 43.4078, -3.8617],
    ['Laredo', '39770', 43.409, -3.4187]] },
  { nombre: 'Tarragona', provincia: 'Tarragona', codProvincia: '43', prefijoFijo: '977', lat: 41.1189, lng: 1.2445, cpDesde: 1, cpHasta: 8, peso: 0.2, municipios: [
    ['Reus', '43201', 41.1561, 1.1069], ['Salou', '43840', 41.0764, 1.1416], ['Cambrils', '43850', 41.067, 1.0597],
    ['Tortosa', '43500', 40.8125, 0.5216], ['El Vendrell', '43700', 41.2186, 1.535]] },
  { nombre: 'Girona', provincia: 'Girona', codProvincia: '17', prefijoFijo: '972', lat: 41.9794, lng: 2.8214, cpDesde: 1, cpHasta: 7, peso: 0.2, municipios: [
    ['Figueres', '17600', 42.2667, 2.9617], ['Blanes', '17300', 41.6741, 2.7903], ['Lloret de Mar', '17310', 41.6996, 2.8456],
    ['Olot', '17800', 42.1822, 2.489]] },
  { nombre: 'Castellón de la Plana', provincia: 'Castellón', codProvincia: '12', prefijoFijo: '964', lat: 39.9864, lng: -0.0513, cpDesde: 1, cpHasta: 6, peso: 0.2, municipios: [
    ['Vila-real', '12540', 39.9378, -0.1014], ['Burriana', '12530', 39.8894, -0.085], ['Vinaròs', '12500', 40.4705, 0.4748],
    ['Benicàssim', '12560', 40.0544, 0.0656]] },
  { nombre: 'Salamanca', provincia: 'Salamanca', codProvincia: '37', prefijoFijo: '923', lat: 40.9701, lng: -5.6635, cpDesde: 1, cpHasta: 8, peso: 0.15, municipios: [
    ['Santa Marta de Tormes', '37900', 40.9508, -5.6247], ['Béjar', '37700', 40.3864, -5.7634], ['Ciudad Rodrigo', '37500', 40.5999, -6.5331]] },
];

const TIPOS_VIA = [['Calle', 55], ['Avenida', 15], ['Plaza', 5], ['Paseo', 6], ['Ronda', 3], ['Travesía', 3], ['Camino', 3], ['Glorieta', 1]] as const;

const NOMBRES_VIA = [
  'Mayor', 'Real', 'Nueva', 'Ancha', 'de la Constitución', 'de Andalucía', 'de San Juan', 'del Sol', 'de la Paz', 'de Cervantes',
  'de Goya', 'de Velázquez', 'del Carmen', 'de la Iglesia', 'de Castilla', 'de Toledo', 'de la Libertad', 'de Colón',
  'de Pablo Picasso', 'de Federico García Lorca', 'de Antonio Machado', 'de Miguel Hernández', 'de Rosalía de Castro',
  'de Juan Carlos I', 'de la Estación', 'del Mar', 'de los Olivos', 'de las Flores', 'del Pilar', 'de San Francisco',
  'de Santa María', 'de la Cruz', 'del Prado', 'de la Fuente', 'de Ramón y Cajal', 'de Severo Ochoa', 'de Isaac Peral',
  'de Hernán Cortés', 'del Doctor Fleming', 'de Santiago', 'de los Reyes Católicos', 'de Lope de Vega', 'de Calderón de la Barca',
  'de Blas de Otero', 'de Clara Campoamor', 'de la Hispanidad', 'de Europa', 'de Portugal', 'de la Música', 'de los Almendros',
  'del Comercio', 'de la Industria', 'de Gregorio Marañón', 'de Emilia Pardo Bazán', 'de Concepción Arenal', 'de Jovellanos',
];

const POLIGONOS = ['Las Mercedes', 'El Olivar', 'San José', 'La Estación', 'Los Llanos', 'El Canal', 'La Dehesa', 'Santa Ana', 'Campollano', 'El Pino'];

export interface Via {
  /** Solo tipo y nombre: «Calle Mayor». */
  calle: string;
  /** Dirección postal completa: «Calle Mayor, 12, 3º B». */
  completa: string;
}

/** Una vía verosímil: las empresas a veces en polígono industrial, las personas a veces con piso. */
export const via = (r: Aleatorio, esEmpresa: boolean): Via => {
  if (esEmpresa && r.probabilidad(0.15)) {
    const calle = `Polígono Industrial ${r.elegir(POLIGONOS)}`;
    return { calle, completa: `${calle}, nave ${r.entero(1, 60)}` };
  }
  const calle = `${r.ponderado(TIPOS_VIA)} ${r.elegir(NOMBRES_VIA)}`;
  const numero = r.entero(1, r.probabilidad(0.8) ? 80 : 250);
  let resto = '';
  if (esEmpresa) {
    if (r.probabilidad(0.35)) resto = `, ${r.elegir(['local', 'bajo', 'local 2', 'oficina 4', 'planta 1ª'])}`;
  } else if (r.probabilidad(0.6)) {
    resto = `, ${r.entero(1, 9)}º ${r.elegir(['A', 'B', 'C', 'D', 'izda.', 'dcha.'])}`;
  }
  return { calle, completa: `${calle}, ${numero}${resto}` };
};

export interface Lugar {
  poblacion: string;
  cp: string;
  lat: number;
  lng: number;
}

const seis = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Un lugar de la provincia de la ciudad: la capital (60 %) o un municipio cercano, con coordenadas próximas. */
export const lugarEn = (r: Aleatorio, c: Ciudad): Lugar => {
  if (c.municipios.length === 0 || r.probabilidad(0.6)) {
    const cp = `${c.codProvincia}${String(r.entero(c.cpDesde, c.cpHasta)).padStart(3, '0')}`;
    return { poblacion: c.nombre, cp, lat: seis(c.lat + r.real(-0.035, 0.035)), lng: seis(c.lng + r.real(-0.045, 0.045)) };
  }
  const [poblacion, cp, lat, lng] = r.elegir(c.municipios);
  return { poblacion, cp, lat: seis(lat + r.real(-0.012, 0.012)), lng: seis(lng + r.real(-0.015, 0.015)) };
};

/** Teléfono fijo de la provincia, 9 dígitos en grupos de 3. */
export const telefonoFijo = (r: Aleatorio, c: Ciudad): string => agrupar(`${c.prefijoFijo}${r.digitos(9 - c.prefijoFijo.length)}`);
/** Móvil: 6xx (y algún 7xx). */
export const telefonoMovil = (r: Aleatorio): string => agrupar(`${r.probabilidad(0.9) ? '6' : '7'}${r.digitos(8)}`);
const agrupar = (nueve: string): string => `${nueve.slice(0, 3)} ${nueve.slice(3, 6)} ${nueve.slice(6)}`;
