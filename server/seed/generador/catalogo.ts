/**
 * Catálogo de artículos de una instaladora de seguridad: mano de obra, intrusión, CCTV, incendio, control
 * de accesos, comunicaciones, alimentación, cableado y accesorios. Primero el catálogo básico (un
 * artículo por producto), después variantes de marca y modelo hasta el tamaño pedido.
 */
import type { DocDe } from '../../../schemas';
import type { Aleatorio } from './prng';

export type Categoria =
  | 'mo_hora' | 'mo_ayudante' | 'mo_desplazamiento' | 'mo_urgencia' | 'mo_programacion' | 'mo_cra'
  | 'mo_rev_intrusion' | 'mo_rev_cctv' | 'mo_rev_incendio' | 'mo_rev_control_accesos'
  | 'int_central' | 'int_teclado' | 'int_detector' | 'int_contacto' | 'int_sirena' | 'int_mando'
  | 'com_modulo' | 'bateria' | 'fuente'
  | 'cctv_camara' | 'cctv_grabador' | 'cctv_disco' | 'cctv_switch' | 'cctv_monitor'
  | 'inc_central' | 'inc_detector' | 'inc_pulsador' | 'inc_sirena' | 'inc_extintor'
  | 'acc_controladora' | 'acc_lector' | 'acc_cerradura' | 'acc_pulsador' | 'acc_tarjeta' | 'acc_videoportero'
  | 'cable' | 'tubo' | 'accesorio';

export type Unidad = 'ud' | 'm' | 'h';

interface Producto {
  cat: Categoria;
  familia: string;
  prefijo: string;
  /** [descripción, precio de referencia en EUR] */
  nombres: readonly (readonly [string, number])[];
  unidad: Unidad;
  /** Se controla por número de serie. */
  serie: boolean;
  marcas: readonly string[];
}

const M_INT = ['Paradox', 'Risco', 'Ajax', 'DSC', 'Texecom', 'Pyronix', 'Bentel', 'Optex'];
const M_CCTV = ['Hikvision', 'Dahua', 'Uniview', 'Axis', 'Hanwha', 'Bosch'];
const M_INC = ['Notifier', 'Kilsen', 'Cofem', 'Detnov', 'Bosch', 'Aguilera'];
const M_ACC = ['ZKTeco', 'Suprema', 'Dorlet', 'HID', 'Paxton'];

const PRODUCTOS: readonly Producto[] = [
  { cat: 'int_central', familia: 'Intrusión', prefijo: 'INT', nombres: [['Central de alarma 8 zonas ampliable a 32', 185], ['Central de alarma vía radio con comunicador IP/GPRS', 320], ['Central de alarma 16 zonas grado 2', 260]], unidad: 'ud', serie: true, marcas: M_INT },
  { cat: 'int_teclado', familia: 'Intrusión', prefijo: 'INT', nombres: [['Teclado LCD', 69], ['Teclado táctil con lector de proximidad', 139], ['Teclado vía radio', 95]], unidad: 'ud', serie: true, marcas: M_INT },
  { cat: 'int_detector', familia: 'Intrusión', prefijo: 'INT', nombres: [['Detector PIR de interior', 24], ['Detector de doble tecnología', 48], ['Detector PIR antimascotas', 32], ['Detector de cortina', 29], ['Detector volumétrico vía radio', 59], ['Detector de rotura de cristal', 39], ['Detector de exterior de doble tecnología', 149]], unidad: 'ud', serie: true, marcas: M_INT },
  { cat: 'int_contacto', familia: 'Intrusión', prefijo: 'INT', nombres: [['Contacto magnético de superficie', 6.5], ['Contacto magnético de empotrar', 4.9], ['Contacto magnético vía radio', 35], ['Contacto magnético para persiana', 12.5]], unidad: 'ud', serie: false, marcas: M_INT },
  { cat: 'int_sirena', familia: 'Intrusión', prefijo: 'INT', nombres: [['Sirena exterior con flash', 65], ['Sirena interior piezoeléctrica', 19.5], ['Sirena exterior vía radio autoalimentada', 169]], unidad: 'ud', serie: true, marcas: M_INT },
  { cat: 'int_mando', familia: 'Intrusión', prefijo: 'INT', nombres: [['Mando a distancia 4 botones', 29], ['Pulsador de pánico vía radio', 39], ['Llavero de proximidad', 6.9]], unidad: 'ud', serie: false, marcas: M_INT },
  { cat: 'com_modulo', familia: 'Comunicaciones', prefijo: 'COM', nombres: [['Módulo comunicador IP', 89], ['Módulo comunicador GPRS/4G', 129], ['Módulo comunicador dual IP/4G', 189], ['Módulo de voz', 75]], unidad: 'ud', serie: true, marcas: M_INT },
  { cat: 'bateria', familia: 'Alimentación', prefijo: 'ALI', nombres: [['Batería de plomo 12V 7Ah', 18.5], ['Batería de plomo 12V 18Ah', 49], ['Batería de plomo 12V 2,3Ah', 12.9], ['Pila de litio CR123A 3V', 4.5], ['Pila de litio 3,6V AA', 6.9]], unidad: 'ud', serie: false, marcas: ['Yuasa', 'Fiamm', 'CSB', 'Ultracell', 'Saft'] },
  { cat: 'fuente', familia: 'Alimentación', prefijo: 'ALI', nombres: [['Fuente de alimentación 12V 5A con caja', 59], ['Fuente de alimentación 12V 2A', 24.9], ['Fuente de alimentación conmutada 24V 2,5A', 45]], unidad: 'ud', serie: false, marcas: ['Mean Well', 'Golmar', 'Cofem', 'Genérico'] },
  { cat: 'cctv_camara', familia: 'CCTV', prefijo: 'CCTV', nombres: [['Cámara IP bullet 4 MP', 129], ['Cámara IP domo 4 MP', 119], ['Cámara IP turret 8 MP', 229], ['Cámara IP PTZ 25x', 890], ['Cámara IP ojo de pez 12 MP', 649], ['Cámara analógica HD bullet 2 MP', 49], ['Cámara IP bullet 2 MP con IR 30 m', 79]], unidad: 'ud', serie: true, marcas: M_CCTV },
  { cat: 'cctv_grabador', familia: 'CCTV', prefijo: 'CCTV', nombres: [['Grabador NVR 8 canales PoE', 239], ['Grabador NVR 16 canales', 319], ['Grabador NVR 32 canales 4 discos', 749], ['Grabador DVR 4 canales', 99]], unidad: 'ud', serie: true, marcas: M_CCTV },
  { cat: 'cctv_disco', familia: 'CCTV', prefijo: 'CCTV', nombres: [['Disco duro 2 TB para videovigilancia', 79], ['Disco duro 4 TB para videovigilancia', 119], ['Disco duro 8 TB para videovigilancia', 239]], unidad: 'ud', serie: true, marcas: ['WD Purple', 'Seagate SkyHawk', 'Toshiba'] },
  { cat: 'cctv_switch', familia: 'CCTV', prefijo: 'CCTV', nombres: [['Switch PoE 4 puertos', 45], ['Switch PoE 8 puertos', 89], ['Switch PoE 16 puertos gestionable', 289]], unidad: 'ud', serie: true, marcas: ['TP-Link', 'Hikvision', 'Ubiquiti', 'D-Link'] },
  { cat: 'cctv_monitor', familia: 'CCTV', prefijo: 'CCTV', nombres: [['Monitor LED 22" para videovigilancia', 139], ['Monitor LED 32" para videovigilancia', 259]], unidad: 'ud', serie: true, marcas: ['Hikvision', 'Dahua', 'LG', 'Samsung'] },
  { cat: 'inc_central', familia: 'Incendio', prefijo: 'INC', nombres: [['Central de incendios convencional 4 zonas', 229], ['Central de incendios convencional 8 zonas', 359], ['Central analógica de 1 lazo', 990], ['Central analógica de 2 lazos', 1590]], unidad: 'ud', serie: true, marcas: M_INC },
  { cat: 'inc_detector', familia: 'Incendio', prefijo: 'INC', nombres: [['Detector óptico de humos', 18.5], ['Detector termovelocimétrico', 19.9], ['Detector óptico analógico con base', 42], ['Detector de monóxido de carbono', 89], ['Detector lineal de haz', 590]], unidad: 'ud', serie: true, marcas: M_INC },
  { cat: 'inc_pulsador', familia: 'Incendio', prefijo: 'INC', nombres: [['Pulsador de alarma rearmable', 15.9], ['Pulsador analógico direccionable', 39], ['Pulsador de disparo de extinción', 59]], unidad: 'ud', serie: false, marcas: M_INC },
  { cat: 'inc_sirena', familia: 'Incendio', prefijo: 'INC', nombres: [['Sirena de evacuación con flash', 39], ['Sirena interior óptico-acústica', 29], ['Sirena exterior de incendios con flash', 119]], unidad: 'ud', serie: false, marcas: M_INC },
  { cat: 'inc_extintor', familia: 'Incendio', prefijo: 'INC', nombres: [['Extintor de polvo ABC 6 kg', 32], ['Extintor de CO2 5 kg', 89], ['Extintor de agua aditivada 6 l', 45]], unidad: 'ud', serie: true, marcas: ['Eurofeu', 'Parsi', 'Aguilera', 'Total'] },
  { cat: 'acc_controladora', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Controladora de accesos 2 puertas', 289], ['Controladora de accesos 4 puertas', 489], ['Terminal biométrico de control de presencia', 329]], unidad: 'ud', serie: true, marcas: M_ACC },
  { cat: 'acc_lector', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Lector de proximidad Mifare', 59], ['Lector biométrico de huella', 189], ['Lector de tarjetas con teclado', 99], ['Lector de matrículas', 1290]], unidad: 'ud', serie: true, marcas: M_ACC },
  { cat: 'acc_cerradura', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Cerradura electromagnética 280 kg', 69], ['Cerradero eléctrico', 32], ['Cerradura electromagnética 500 kg con sensor', 139]], unidad: 'ud', serie: false, marcas: ['Dorcas', 'Tesa', 'Cisa', 'Golmar'] },
  { cat: 'acc_pulsador', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Pulsador de salida de acero inoxidable', 14.9], ['Pulsador de emergencia de rotura', 18.5], ['Pulsador de salida sin contacto', 34]], unidad: 'ud', serie: false, marcas: ['Dorcas', 'Golmar', 'ZKTeco'] },
  { cat: 'acc_tarjeta', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Tarjeta de proximidad Mifare', 2.9], ['Llavero de proximidad Mifare', 3.4]], unidad: 'ud', serie: false, marcas: M_ACC },
  { cat: 'acc_videoportero', familia: 'Control de accesos', prefijo: 'ACC', nombres: [['Kit de videoportero para 1 vivienda', 299], ['Placa de videoportero de 2 pulsadores', 219], ['Monitor de videoportero 7"', 159]], unidad: 'ud', serie: true, marcas: ['Fermax', 'Golmar', 'Tegui', 'Comelit'] },
  { cat: 'cable', familia: 'Cableado', prefijo: 'CAB', nombres: [['Cable de alarma 4x0,22 + 2x0,50 (m)', 0.42], ['Cable de alarma 6x0,22 apantallado (m)', 0.55], ['Cable UTP Cat6 exterior (m)', 0.89], ['Cable UTP Cat5e interior (m)', 0.39], ['Cable coaxial RG59 + alimentación (m)', 0.65], ['Cable de incendios 2x1,5 libre de halógenos (m)', 1.15], ['Manguera 2x1 mm (m)', 0.48]], unidad: 'm', serie: false, marcas: ['Top Cable', 'Prysmian', 'General Cable', 'Cavel'] },
  { cat: 'tubo', familia: 'Cableado', prefijo: 'CAB', nombres: [['Tubo corrugado 20 mm (m)', 0.35], ['Tubo rígido de PVC 20 mm (m)', 1.2], ['Canaleta 16x16 mm (m)', 0.95], ['Canaleta 40x25 mm (m)', 2.6]], unidad: 'm', serie: false, marcas: ['Aiscan', 'Unex', 'Hellermann', 'Genérico'] },
  { cat: 'accesorio', familia: 'Accesorios', prefijo: 'ACS', nombres: [['Caja estanca de conexiones', 4.9], ['Soporte de pared para cámara', 14.5], ['Conector RJ45', 0.45], ['Conector BNC', 0.85], ['Visera protectora para cámara', 12.9], ['Caja metálica para batería', 19.9], ['Kit de tornillería y tacos', 3.5], ['Cartel disuasorio «Zona vigilada»', 6.5]], unidad: 'ud', serie: false, marcas: ['Genérico', 'Hikvision', 'Dahua', 'Golmar'] },
];

/** Mano de obra y servicios: solo el catálogo básico, con código y precio fijos. */
const MANO_DE_OBRA: readonly (readonly [Categoria, string, string, number, Unidad])[] = [
  ['mo_hora', 'MO-HORA', 'Hora de mano de obra técnico', 38.5, 'h'],
  ['mo_ayudante', 'MO-HORA-AYU', 'Hora de mano de obra ayudante', 28, 'h'],
  ['mo_desplazamiento', 'MO-DESPL', 'Desplazamiento', 25, 'ud'],
  ['mo_urgencia', 'MO-URG', 'Hora de urgencia (noches y festivos)', 62, 'h'],
  ['mo_programacion', 'MO-PROG', 'Hora de programación y puesta en marcha', 45, 'h'],
  ['mo_cra', 'MO-CRA', 'Alta de conexión a Central Receptora de Alarmas', 60, 'ud'],
  ['mo_rev_intrusion', 'MO-REV-INT', 'Revisión anual de sistema de intrusión', 95, 'ud'],
  ['mo_rev_cctv', 'MO-REV-CCTV', 'Revisión anual de sistema de CCTV', 110, 'ud'],
  ['mo_rev_incendio', 'MO-REV-INC', 'Revisión trimestral de protección contra incendios (RIPCI)', 85, 'ud'],
  ['mo_rev_control_accesos', 'MO-REV-ACC', 'Revisión anual de control de accesos', 90, 'ud'],
];

export interface InfoArticulo {
  cat: Categoria;
  unidad: Unidad;
  serie: boolean;
  /** Prefijo de marca para números de serie. */
  prefijoSerie: string;
}

export interface Catalogo {
  articulos: DocDe<'articulo'>[];
  info: InfoArticulo[];
  /** Índices (no ids) de artículos activos por categoría: básicos y todos. */
  basicos: ReadonlyMap<Categoria, readonly number[]>;
  activos: ReadonlyMap<Categoria, readonly number[]>;
}

/** Precio «de tarifa»: céntimos en lo barato, múltiplos de 5 céntimos y ,90 en lo caro. */
const precioTarifa = (p: number): number => {
  if (p < 5) return Math.round(p * 100) / 100;
  if (p < 100) return Math.round(p * 20) / 20;
  return Math.round(p) - 0.1;
};

const prefijos = new Map<string, string>();
const prefijoMarca = (marca: string): string => {
  const hecho = prefijos.get(marca);
  if (hecho !== undefined) return hecho;
  const letras = marca.normalize('NFD').replace(/[^A-Za-z]/g, '').toUpperCase();
  const prefijo = (letras.slice(0, 2) || 'GN').padEnd(2, 'X');
  prefijos.set(marca, prefijo);
  return prefijo;
};

export const generarCatalogo = (r: Aleatorio, total: number): Catalogo => {
  const articulos: DocDe<'articulo'>[] = [];
  const info: InfoArticulo[] = [];
  const basicos = new Map<Categoria, number[]>();
  const activos = new Map<Categoria, number[]>();
  const secuencia = new Map<string, number>();
  const anotar = (mapa: Map<Categoria, number[]>, cat: Categoria, i: number) => {
    const lista = mapa.get(cat);
    if (lista) lista.push(i);
    else mapa.set(cat, [i]);
  };
  const nuevoCodigo = (prefijo: string): string => {
    const n = (secuencia.get(prefijo) ?? 0) + 1;
    secuencia.set(prefijo, n);
    return `${prefijo}-${String(n).padStart(6, '0')}`;
  };
  const añadir = (a: Omit<DocDe<'articulo'>, 'idarticulo'>, i: InfoArticulo, basico: boolean) => {
    const indice = articulos.length;
    articulos.push({ idarticulo: String(indice + 1), codigo: a.codigo, descripcion: a.descripcion, familia: a.familia, precio: a.precio, estado: a.estado });
    info.push(i);
    if (a.estado > 0) {
      anotar(activos, i.cat, indice);
      if (basico) anotar(basicos, i.cat, indice);
    }
  };

  for (const [cat, codigo, descripcion, precio, unidad] of MANO_DE_OBRA) {
    añadir({ codigo, descripcion, familia: 'Mano de obra', precio, estado: 1 }, { cat, unidad, serie: false, prefijoSerie: '' }, true);
  }
  // Catálogo básico: cada producto con su primera marca y su precio de referencia.
  const variantes: { p: Producto; nombre: string; precio: number }[] = [];
  for (const p of PRODUCTOS) {
    for (const [nombre, precio] of p.nombres) {
      const marca = p.marcas[0] ?? 'Genérico';
      variantes.push({ p, nombre, precio });
      añadir(
        { codigo: nuevoCodigo(p.prefijo), descripcion: `${nombre} ${marca}`, familia: p.familia, precio: precioTarifa(precio), estado: 1 },
        { cat: p.cat, unidad: p.unidad, serie: p.serie, prefijoSerie: prefijoMarca(marca) },
        true,
      );
    }
  }
  // Variantes de marca y modelo hasta completar el tamaño pedido (un 3 % descatalogadas).
  const modelos = new Map<string, string>();
  while (articulos.length < total) {
    const v = r.elegir(variantes);
    const marca = r.elegir(v.p.marcas);
    let serieModelo = modelos.get(marca);
    if (!serieModelo) {
      serieModelo = r.caracteres(r.entero(2, 3), 'ABCDEFGHJKLMNPRSTVWXZ');
      modelos.set(marca, serieModelo);
    }
    const modelo = `${serieModelo}-${r.entero(100, 9999)}${r.probabilidad(0.3) ? r.elegir(['i', 'W', 'Pro', 'Plus', 'S', 'E']) : ''}`;
    añadir(
      {
        codigo: nuevoCodigo(v.p.prefijo),
        descripcion: `${v.nombre} ${marca} ${modelo}`,
        familia: v.p.familia,
        precio: precioTarifa(v.precio * r.real(0.75, 1.45)),
        estado: r.probabilidad(0.03) ? 0 : 1,
      },
      { cat: v.p.cat, unidad: v.p.unidad, serie: v.p.serie, prefijoSerie: prefijoMarca(marca) },
      false,
    );
  }
  return { articulos, info, basicos, activos };
};

/** Número de serie verosímil para un artículo que se controla por serie (si no, null). */
export const numeroSerie = (r: Aleatorio, i: InfoArticulo): string | null =>
  i.serie ? `${i.prefijoSerie}${r.digitos(2)}${r.caracteres(2, 'ABCDEFGHJKLMNPRSTUVWXYZ')}${r.digitos(6)}` : null;
