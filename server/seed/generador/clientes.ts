/**
 * Cartera de clientes: empresas (CIF) y particulares (DNI/NIE) con sus direcciones, teléfonos, sistemas
 * y el material instalado en cada sistema. Las direcciones y los sistemas de un cliente tienen ids
 * consecutivos, así que basta con guardar el primero y cuántos hay.
 */
import type { DocDe } from '../../../schemas';
import type { Catalogo, Categoria } from './catalogo';
import { numeroSerie } from './catalogo';
import { cif, dni, nie, type LetraCif } from './documentos';
import { lugarEn, telefonoFijo, telefonoMovil, via, type Ciudad } from './geografia';
import { dominioEmpresa, nombreEmpresa, nombrePila, persona, proveedorCorreo, sinTildes, type FormaJuridica } from './nombres';
import type { Aleatorio } from './prng';
import { repartir, seisCifras } from './reparto';
import { descripcionSistema, observacionCliente, observacionDireccion, observacionSistema, UBICACIONES_EMPRESA, UBICACIONES_VIVIENDA, type TipoSistema } from './textos';
import { fechaDe } from './fechas';

export interface Cartera {
  clientes: DocDe<'cliente'>[];
  direcciones: DocDe<'direccion'>[];
  telefonos: DocDe<'telefono'>[];
  sistemas: DocDe<'sistema'>[];
  materiales: DocDe<'materialsistema'>[];
  /** Por cliente (índice): delegación, si es empresa, primer sistema y número de sistemas. */
  delegacionCliente: number[];
  esEmpresa: boolean[];
  primerSistema: number[];
  numSistemas: number[];
  /** Por sistema (índice): tipo y si está activo. */
  tipoSistema: TipoSistema[];
}

export const FORMAS: readonly (readonly [FormaJuridica, number])[] = [['sl', 66], ['sa', 12], ['comunidad', 8], ['cb', 4], ['asociacion', 3], ['ayuntamiento', 2], ['colegio', 3]];
export const LETRA_FORMA: Record<FormaJuridica, LetraCif> = { sl: 'B', sa: 'A', comunidad: 'H', cb: 'E', asociacion: 'G', ayuntamiento: 'P', colegio: 'S' };

const COMPOSICION: Record<TipoSistema, readonly (readonly [Categoria, number, number])[]> = {
  intrusion: [['int_central', 1, 1], ['int_teclado', 1, 2], ['int_detector', 2, 5], ['int_sirena', 1, 2], ['bateria', 1, 1], ['int_contacto', 0, 3], ['com_modulo', 0, 1], ['int_mando', 0, 2]],
  cctv: [['cctv_grabador', 1, 1], ['cctv_disco', 1, 2], ['cctv_camara', 2, 8], ['cctv_switch', 0, 1], ['cctv_monitor', 0, 1], ['fuente', 0, 1]],
  incendio: [['inc_central', 1, 1], ['inc_detector', 2, 6], ['inc_pulsador', 1, 2], ['inc_sirena', 1, 2], ['bateria', 1, 1], ['inc_extintor', 0, 3]],
  control_accesos: [['acc_controladora', 1, 1], ['acc_lector', 1, 4], ['acc_cerradura', 1, 2], ['acc_pulsador', 1, 2], ['fuente', 0, 1], ['acc_videoportero', 0, 1]],
};

const TECNICAS: readonly Categoria[] = ['int_central', 'cctv_grabador', 'cctv_disco', 'cctv_switch', 'cctv_monitor', 'inc_central', 'acc_controladora', 'bateria', 'fuente', 'com_modulo'];
const ubicacionPara = (r: Aleatorio, cat: Categoria, esEmpresa: boolean): string => {
  if (TECNICAS.includes(cat)) {
    return esEmpresa ? r.elegir(['Cuarto de instalaciones', 'Almacén', 'Oficina', 'Sala de servidores', 'Recepción']) : r.elegir(['Armario del pasillo', 'Garaje', 'Trastero', 'Despacho', 'Entrada principal']);
  }
  if (cat === 'int_teclado' || cat === 'acc_videoportero') return esEmpresa ? r.elegir(['Entrada principal', 'Recepción']) : 'Entrada principal';
  if (cat === 'int_sirena' && r.probabilidad(0.6)) return 'Fachada exterior';
  return r.elegir(esEmpresa ? UBICACIONES_EMPRESA : UBICACIONES_VIVIENDA);
};

/** Un artículo activo de la categoría: casi siempre del catálogo básico, a veces una variante. */
export const articuloDe = (r: Aleatorio, cat: Catalogo, c: Categoria): number => {
  const lista = (r.probabilidad(0.7) ? cat.basicos.get(c) : cat.activos.get(c)) ?? cat.activos.get(c);
  if (!lista || lista.length === 0) throw new Error(`Catálogo sin artículos activos de ${c}`);
  return r.elegir(lista);
};

/** El artículo elegido por `articuloDe`, con su documento y su información (precio, categoría). */
export const articuloElegido = (r: Aleatorio, cat: Catalogo, c: Categoria): { doc: Catalogo['articulos'][number]; info: Catalogo['info'][number] } => {
  const i = articuloDe(r, cat, c);
  const doc = cat.articulos[i];
  const info = cat.info[i];
  if (!doc || !info) throw new Error('artículo inexistente');
  return { doc, info };
};

export const generarCartera = (r: Aleatorio, total: number, ciudades: readonly Ciudad[], catalogo: Catalogo, diaHoy: number): Cartera => {
  const porDelegacion = repartir(total, ciudades.map((c) => c.peso), ciudades.map(() => 1));
  const delegacionCliente = r.barajar(porDelegacion.flatMap((k, d) => Array.from({ length: k }, () => d)));
  const c: Cartera = {
    clientes: [], direcciones: [], telefonos: [], sistemas: [], materiales: [],
    delegacionCliente, esEmpresa: [], primerSistema: [], numSistemas: [], tipoSistema: [],
  };
  const correos = new Map<string, number>();
  const correoUnico = (local: string, dominio: string): string => {
    const clave = `${local}@${dominio}`;
    const veces = (correos.get(clave) ?? 0) + 1;
    correos.set(clave, veces);
    return veces === 1 ? clave : `${local}${veces}@${dominio}`;
  };

  delegacionCliente.forEach((d, i) => {
    const ciudad = ciudades[d];
    if (!ciudad) throw new Error('delegación sin ciudad');
    const idcliente = String(i + 1);
    const esEmpresa = r.probabilidad(0.62);
    const alta = r.probabilidad(0.98);
    const lugar = lugarEn(r, ciudad);
    const v = via(r, esEmpresa);

    let nombre: string;
    let nif: string;
    let email: string | null;
    if (esEmpresa) {
      const forma = r.ponderado(FORMAS);
      nombre = nombreEmpresa(r, forma, lugar.poblacion, v.calle);
      nif = cif(r, LETRA_FORMA[forma], ciudad.codProvincia);
      email = r.probabilidad(0.9) ? correoUnico(r.elegir(['info', 'administracion', 'contacto', 'oficina']), dominioEmpresa(nombre)) : null;
    } else {
      const p = persona(r);
      nombre = p.completo;
      nif = r.probabilidad(0.9) ? dni(r) : nie(r);
      email = r.probabilidad(0.8)
        ? correoUnico(`${sinTildes(p.nombre.split(' ')[0] ?? p.nombre)}.${sinTildes(p.apellidos.split(' ')[0] ?? '')}`, proveedorCorreo(r))
        : null;
    }
    c.clientes.push({
      idcliente, codigo: `C${seisCifras(i + 1)}`, nombre, nif, email, iddelegacion: String(d + 1),
      observaciones: observacionCliente(r), estado: alta ? 1 : 0,
    });
    c.esEmpresa.push(esEmpresa);

    // Direcciones: la principal y, a veces, una segunda (otro local, segunda residencia).
    const primeraDireccion = c.direcciones.length;
    const numDirecciones = r.probabilidad(0.3) ? 2 : 1;
    for (let k = 0; k < numDirecciones; k++) {
      const l = k === 0 ? lugar : lugarEn(r, ciudad);
      c.direcciones.push({
        iddireccion: String(c.direcciones.length + 1), idcliente, direccion: k === 0 ? v.completa : via(r, esEmpresa).completa,
        cp: l.cp, poblacion: l.poblacion, provincia: ciudad.provincia, lat: l.lat, lng: l.lng,
        observaciones: observacionDireccion(r), estado: 1,
      });
    }

    // Teléfonos del cliente (1 a 3): fijo primero en empresas, móvil primero en particulares.
    const numTelefonos = r.ponderado([[1, 45], [2, 40], [3, 15]] as const);
    for (let k = 0; k < numTelefonos; k++) {
      const fijo = esEmpresa ? k === 0 || r.probabilidad(0.3) : k > 0 && r.probabilidad(0.5);
      const descripcion = esEmpresa
        ? fijo ? r.elegir(['Oficina', 'Centralita', 'Administración']) : r.elegir([`Móvil ${nombrePila(r)} (encargado)`, 'Móvil', `Contacto: ${nombrePila(r)}`])
        : fijo ? r.elegir(['Casa', 'Trabajo']) : k === 0 ? 'Móvil' : r.elegir([`Móvil ${nombrePila(r)}`, 'Móvil trabajo']);
      c.telefonos.push({
        idtelefono: String(c.telefonos.length + 1), idcliente, idsistema: null,
        numero: fijo ? telefonoFijo(r, ciudad) : telefonoMovil(r), descripcion, estado: k > 0 && r.probabilidad(0.03) ? 0 : 1,
      });
    }

    // Sistemas y su material.
    const numSistemas = esEmpresa ? r.ponderado([[1, 55], [2, 30], [3, 15]] as const) : r.ponderado([[1, 85], [2, 15]] as const);
    c.primerSistema.push(c.sistemas.length);
    c.numSistemas.push(numSistemas);
    for (let k = 0; k < numSistemas; k++) {
      const tipo: TipoSistema = esEmpresa
        ? r.ponderado([['intrusion', 40], ['cctv', 30], ['incendio', 20], ['control_accesos', 10]] as const)
        : r.ponderado([['intrusion', 75], ['cctv', 20], ['incendio', 2], ['control_accesos', 3]] as const);
      const idsistema = String(c.sistemas.length + 1);
      const activo = alta && r.probabilidad(0.96);
      c.sistemas.push({
        idsistema, idcliente, iddireccion: String(primeraDireccion + 1 + (k === 0 ? 0 : r.entero(0, numDirecciones - 1))),
        numero: `SIS-${seisCifras(Number(idsistema))}`, descripcion: descripcionSistema(r, tipo, esEmpresa), tipo,
        observaciones: observacionSistema(r), estado: activo ? 1 : 0,
      });
      c.tipoSistema.push(tipo);
      if (activo && r.probabilidad(0.25)) {
        c.telefonos.push({
          idtelefono: String(c.telefonos.length + 1), idcliente, idsistema, numero: telefonoMovil(r),
          descripcion: `Aviso de alarma: ${nombrePila(r)}`, estado: 1,
        });
      }
      const diaInstalacion = diaHoy - r.entero(30, 3650);
      let enSistema = 0;
      for (const [categoria, min, max] of COMPOSICION[tipo]) {
        const cuantos = r.entero(min, max);
        for (let u = 0; u < cuantos && enSistema < 10; u++, enSistema++) {
          const a = articuloDe(r, catalogo, categoria);
          const art = catalogo.articulos[a];
          const info = catalogo.info[a];
          if (!art || !info) throw new Error('artículo inexistente');
          const sustituido = r.probabilidad(0.1) && diaHoy - diaInstalacion > 2;
          c.materiales.push({
            idmaterial_sistema: String(c.materiales.length + 1), idsistema, idarticulo: art.idarticulo, descripcion: art.descripcion,
            numserie: numeroSerie(r, info), ubicacion: ubicacionPara(r, categoria, esEmpresa),
            fecha_instalacion: fechaDe(sustituido ? r.entero(diaInstalacion + 1, diaHoy - 1) : diaInstalacion),
            estado: activo && r.probabilidad(0.95) ? 1 : 0,
          });
        }
      }
    }
  });
  return c;
};
