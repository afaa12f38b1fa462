/**
 * Reglas de ámbito (conjunto de trabajo): qué etiquetas lleva cada documento y cuáles tiene cada usuario.
 * Un usuario recibe en sync.pull los documentos cuyas etiquetas cortan las suyas.
 *
 * La tabla `reglasAmbito` es la única definición: la usan la Tx del servidor (tx-sql.ts, con las
 * etiquetas ya guardadas de padres e hijos) y el cargador de la demo (ambito-datos.ts, en memoria).
 * Una regla combina tres fuentes:
 *  - `global`: catálogos que ve todo el mundo;
 *  - `propias`: etiquetas que salen de los campos del documento (técnico, delegación);
 *  - `hereda`: las del padre (la línea del parte, las del parte);
 *  - `reune`: las de todos los documentos que lo referencian (la orden, las de sus partes);
 *  - `reunePropias`: solo las propias (de sus campos) de los documentos que lo referencian: el parte, el
 *    técnico de cada compañero añadido (partetrabajotecnico), sin ciclo aunque el compañero herede del parte;
 *  - `tomaPropias`: las propias de los documentos a los que apunta: el sistema, la delegación de su cliente;
 *    la cuenta bancaria, las de su cliente o las de su cliente potencial (el campo que tenga valor);
 *  - `paraHerederos`: lo que reciben quienes heredan de él (`hereda`) en lugar de sus propias etiquetas
 *    guardadas. El empleado es un catálogo global, pero sus ficheros (contratos, DNI…) llevan solo la
 *    delegación del empleado; solo depende de los campos del documento, y al cambiar re-etiqueta a sus
 *    herederos.
 *
 * Como `reune` lleva las etiquetas de quien escribe a lo que su documento referencia, toda referencia que
 * una escritura fija (claves ajenas, `referenciasDe`, y el par idtabla + id) tiene que apuntar a algo ya
 * dentro del ámbito de quien escribe y coherente con el documento (`camposCoherentes`); lo comprueba
 * tx-sql.ts en cada `put`.
 */
import { entidades, esColeccion, esquemasSincronizados, type Coleccion } from '../../schemas';
import type { AmbitoUsuario } from '../seed/tipos';
import type { UsuarioSesion } from '../../replication/sesion';
import type { Doc, Filtro } from '../../replication/tx';

export const ETIQUETA_GLOBAL = 'global';
export const etiquetaTecnico = (idtecnico: string): string => `tecnico:${idtecnico}`;
export const etiquetaDelegacion = (iddelegacion: string): string => `delegacion:${iddelegacion}`;
export const etiquetaComercial = (idcomercial: string): string => `comercial:${idcomercial}`;
export const etiquetaVigilante = (idvigilante: string): string => `vigilante:${idvigilante}`;
export const etiquetaEmpleado = (idempleado: string): string => `empleado:${idempleado}`;
/** Las existencias de los almacenes de una delegación: las tiene el técnico de esa delegación (su furgoneta, el central, las de sus compañeros). */
export const etiquetaExistencias = (iddelegacion: string): string => `existencias:${iddelegacion}`;

/** Un documento de `coleccion` guarda en `campo` el id del documento al que se refiere. */
export interface Vinculo {
  coleccion: Coleccion;
  campo: string;
}

export interface Regla {
  global?: true;
  propias?: (doc: Doc) => string[];
  /** Padre del que hereda: por clave ajena, o (fichero, nota, firma) por el par idtabla + id de schemas/index.ts. */
  hereda?: Vinculo | 'entidadPorIdtabla';
  /** Documentos que lo referencian y cuyas etiquetas reúne. */
  reune?: readonly Vinculo[];
  /** Documentos que lo referencian y de los que reúne solo las etiquetas propias (de sus campos). */
  reunePropias?: readonly Vinculo[];
  /** Documentos a los que apunta (`campo` de este) y de los que toma solo las etiquetas propias. */
  tomaPropias?: Vinculo | readonly Vinculo[];
  /**
   * Etiquetas que reciben los documentos que heredan de este (`hereda` de otra regla) en lugar de las suyas
   * guardadas. Salen solo de los campos del documento: el empleado, catálogo global, da a sus ficheros,
   * notas y datos la etiqueta de su delegación. La Tx re-etiqueta a los herederos cuando cambian, y el
   * padre al que apunta un heredero tiene que estar, con estas etiquetas, al alcance de quien escribe.
   */
  paraHerederos?: (doc: Doc) => string[];
  /**
   * Claves ajenas que pueden apuntar a un documento de la delegación del usuario aunque no esté en su
   * conjunto de trabajo (descargar a mano un parte de la delegación). El mutador que las escribe
   * comprueba el resto de la regla.
   */
  referenciaEnDelegacion?: readonly string[];
  /**
   * Catálogo global al que una escritura solo puede apuntar si quien escribe lo puede usar (el almacén de
   * un movimiento de existencias): `etiquetas` tienen que cortar las de quien escribe, o también su
   * delegación si `tambienSuDelegacion` (el central de su delegación, no la furgoneta de un compañero).
   */
  uso?: (doc: Doc) => { etiquetas: string[]; tambienSuDelegacion: boolean };
}

/** El id al que apunta un campo de un documento: solo texto no vacío (también reetiquetar.ts). */
export const texto = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

const delDelegacion = (doc: Doc): string[] => {
  const d = texto(doc.iddelegacion);
  return d ? [etiquetaDelegacion(d)] : [];
};

const delTecnico = (doc: Doc): string[] => {
  const t = texto(doc.idtecnico);
  return t ? [etiquetaTecnico(t)] : [];
};

const delVigilante = (doc: Doc): string[] => {
  const v = texto(doc.idvigilante);
  return v ? [etiquetaVigilante(v)] : [];
};

const delEmpleado = (doc: Doc): string[] => {
  const e = texto(doc.idempleado);
  return e ? [etiquetaEmpleado(e)] : [];
};

const delParte = (doc: Doc): string[] => [...delTecnico(doc), ...delDelegacion(doc)];

const delComercial = (doc: Doc): string[] => {
  const c = texto(doc.idcomercial);
  return c ? [etiquetaComercial(c)] : [];
};

/** Lo comercial (prospecto, operación, cita): su delegación, su comercial y el técnico que lo anotó. */
const deVenta = (doc: Doc): string[] => [...delDelegacion(doc), ...delComercial(doc), ...delTecnico(doc)];

const global: Regla = { global: true };
const heredaDe = (coleccion: Coleccion, campo: string): Regla => ({ hereda: { coleccion, campo } });
const de = (coleccion: Coleccion, campo: string): Vinculo => ({ coleccion, campo });
/** El dueño de un registro comercial: su cliente o su cliente potencial (el id que no es ''). */
const duenos: readonly Vinculo[] = [de('cliente', 'idcliente'), de('clientepotencial', 'idcliente_potencial')];

export const reglasAmbito = {
  articulo: global,
  // Catálogo que ve todo el mundo; sus movimientos de existencias, además, su delegación (el almacén). Se
  // mueven existencias de la furgoneta propia o de los almacenes de la delegación de quien escribe; la
  // furgoneta de otro técnico, solo quien lleva la delegación (el almacén).
  almacen: {
    global: true,
    propias: delDelegacion,
    // Sus existencias (stock), solo su delegación: la que las lleva (ámbito delegación) y sus técnicos.
    paraHerederos: (doc) => {
      const d = texto(doc.iddelegacion);
      return d ? [etiquetaDelegacion(d), etiquetaExistencias(d)] : [];
    },
    uso: (doc) => {
      const t = texto(doc.idtecnico);
      return doc.tipo === 'vehiculo' && t
        ? { etiquetas: [etiquetaTecnico(t), ...delDelegacion(doc)], tambienSuDelegacion: false }
        : { etiquetas: delDelegacion(doc), tambienSuDelegacion: true };
    },
  },
  tecnico: global,
  parametro: global,
  delegacion: global,
  // Catálogo que ve todo el mundo; sus ficheros (contratos, DNI…), notas y datos, solo su delegación.
  empleado: { global: true, paraHerederos: delDelegacion },
  // Un parte descargado a mano (partedescargado) entra en el conjunto de trabajo de quien lo descargó.
  // Un compañero añadido (partetrabajotecnico) recibe el parte, y lo pierde al quitarlo.
  partetrabajo: { propias: delParte, reune: [de('partedescargado', 'idparte_trabajo')], reunePropias: [de('partetrabajotecnico', 'idparte_trabajo')] },
  partedescargado: { propias: delTecnico, referenciaEnDelegacion: ['idparte_trabajo'] },
  lpartetrabajo: heredaDe('partetrabajo', 'idparte_trabajo'),
  accionejec: heredaDe('partetrabajo', 'idparte_trabajo'),
  tiempotrabajado: heredaDe('partetrabajo', 'idparte_trabajo'),
  ordentrabajo: { propias: delDelegacion, reune: [de('partetrabajo', 'idorden_trabajo')] },
  lordentrabajo: heredaDe('ordentrabajo', 'idorden_trabajo'),
  // Los sistemas de un cliente los ve su delegación (el comercial), tengan o no órdenes.
  sistema: { reune: [de('ordentrabajo', 'idsistema'), de('partetrabajo', 'idsistema')], tomaPropias: de('cliente', 'idcliente') },
  materialsistema: heredaDe('sistema', 'idsistema'),
  // El comercial que lleva el cliente (clientecomercial) lo recibe aunque sea de otra delegación.
  cliente: { propias: delDelegacion, reune: [de('sistema', 'idcliente'), de('ordentrabajo', 'idcliente')], reunePropias: [de('clientecomercial', 'idcliente')] },
  telefono: heredaDe('cliente', 'idcliente'),
  direccion: heredaDe('cliente', 'idcliente'),
  fichero: { hereda: 'entidadPorIdtabla' },
  nota: { hereda: 'entidadPorIdtabla' },
  firma: { hereda: 'entidadPorIdtabla' },
  lordentrabajodetalle: heredaDe('lordentrabajo', 'idlorden_trabajo'),
  plantillaarticulo: global,
  lplantillaarticulo: global,
  // Las existencias de un almacén, de su delegación (paraHerederos del almacén): las de las demás
  // delegaciones no las enseña ninguna pantalla del técnico ni del almacén (decisión 88).
  stock: heredaDe('almacen', 'idalmacen'),
  // Los del técnico (su furgoneta, sus partes) y, por el almacén, su delegación: el almacén ve lo que hay
  // detrás de cada existencia de sus almacenes y de las furgonetas que abastece.
  movimientostock: { propias: delTecnico, tomaPropias: de('almacen', 'idalmacen') },
  solicitudmaterial: heredaDe('partetrabajo', 'idparte_trabajo'),
  partetrabajotecnico: { propias: delTecnico, hereda: { coleccion: 'partetrabajo', campo: 'idparte_trabajo' } },
  cobro: heredaDe('partetrabajo', 'idparte_trabajo'),
  // Sistemas (issue 6): revisiones, vías, cuotas, zonas y avisos al cliente van con su sistema.
  revisionsistema: heredaDe('sistema', 'idsistema'),
  viacomunicacion: heredaDe('sistema', 'idsistema'),
  cuotasistema: heredaDe('sistema', 'idsistema'),
  subsis: heredaDe('sistema', 'idsistema'),
  clienteaviso: heredaDe('sistema', 'idsistema'),
  planomaterial: heredaDe('sistema', 'idsistema'),
  // Checklists (issue 6): la checklist cuelga del parte; grupos, preguntas y acciones correctoras, de su checklist.
  checklistot: heredaDe('partetrabajo', 'idparte_trabajo'),
  grupochecklistot: heredaDe('checklistot', 'idchecklist_ot'),
  preguntachecklistot: heredaDe('checklistot', 'idchecklist_ot'),
  accioncorrectoraot: heredaDe('checklistot', 'idchecklist_ot'),
  tanomaliachecklistot: global,
  gradoanomalia: global,
  // Datos personalizados (issue 6): las definiciones, catálogo global; cada valor va con su registro.
  campodato: global,
  dato: { hereda: 'entidadPorIdtabla' },
  // Comerciales (issue 14, decisión 42). Lo que cuelga de un cliente o de un prospecto toma solo sus
  // etiquetas propias (delegación, comercial): el técnico que ve el cliente por un parte no recibe sus
  // cuentas, representantes, estudios ni facturas.
  clientepotencial: { propias: deVenta },
  telefonopotencial: heredaDe('clientepotencial', 'idcliente_potencial'),
  direccionpotencial: heredaDe('clientepotencial', 'idcliente_potencial'),
  cuentabancaria: { tomaPropias: duenos },
  representante: { tomaPropias: duenos },
  estudiofinanciero: { tomaPropias: duenos },
  factura: { tomaPropias: [de('cliente', 'idcliente')] },
  operacioncrm: { propias: deVenta, tomaPropias: duenos },
  loperacioncrm: heredaDe('operacioncrm', 'idoperacioncrm'),
  contactooperacion: heredaDe('operacioncrm', 'idoperacioncrm'),
  cita: { propias: deVenta, tomaPropias: duenos },
  clientecomercial: { propias: delComercial, tomaPropias: [de('cliente', 'idcliente')] },
  // La bandeja de salida: el correo va con el registro del que habla (parte, operación, cita).
  correo: { hereda: 'entidadPorIdtabla' },
  // Presupuestos (issue 15): como la operación, su delegación, su comercial y los de su dueño; lo que cuelga
  // de él (líneas, cuotas, ubicaciones, subsistemas, mantenimiento, revisiones), con él. Las plantillas,
  // catálogo. El contrato es de un cliente; sus cuotas, materiales y servicios, con él.
  presupuestocli: { propias: deVenta, tomaPropias: duenos },
  lpresupuestocli: heredaDe('presupuestocli', 'idpresupuestocli'),
  cuotapresupuesto: heredaDe('presupuestocli', 'idpresupuestocli'),
  ubicacionpresupuesto: heredaDe('presupuestocli', 'idpresupuestocli'),
  subsispresupuesto: heredaDe('presupuestocli', 'idpresupuestocli'),
  mantpresupuesto: heredaDe('presupuestocli', 'idpresupuestocli'),
  revisionpresupuesto: heredaDe('presupuestocli', 'idpresupuestocli'),
  plantillapresupuesto: global,
  lplantillapresupuesto: global,
  contrato: { propias: deVenta, tomaPropias: [de('cliente', 'idcliente')] },
  cuotacontrato: heredaDe('contrato', 'idcontrato'),
  serviciocontratado: heredaDe('contrato', 'idcontrato'),
  materialcontrato: heredaDe('contrato', 'idcontrato'),
  // Sobres de firma: con su presupuesto; destinatarios y envíos, con su sobre.
  sobre: heredaDe('presupuestocli', 'idpresupuestocli'),
  destinatariosobre: heredaDe('sobre', 'idsobre'),
  enviosobre: heredaDe('sobre', 'idsobre'),
  // Vigilantes y custodia de llaves (issue 16, decisión 50). El vigilante es catálogo, como el técnico. El
  // puesto lo ven su delegación y los vigilantes asignados (puestovigilante, como el compañero de un parte);
  // lo que cuelga del puesto, con él. Lo que escribe un vigilante (su ronda, su parte de novedad, su turno)
  // lleva además su etiqueta. El llavero es de su delegación y, si es de un puesto, de quienes ven el puesto.
  vigilante: global,
  puestoservicio: { propias: delDelegacion, reunePropias: [de('puestovigilante', 'idpuesto_servicio')] },
  puestovigilante: { propias: delVigilante, hereda: { coleccion: 'puestoservicio', campo: 'idpuesto_servicio' } },
  puestoservicioservicio: heredaDe('puestoservicio', 'idpuesto_servicio'),
  turnopuesto: heredaDe('puestoservicio', 'idpuesto_servicio'),
  cuadranteturno: { propias: delVigilante, hereda: { coleccion: 'puestoservicio', campo: 'idpuesto_servicio' } },
  rondaprogramada: heredaDe('puestoservicio', 'idpuesto_servicio'),
  puntoronda: heredaDe('rondaprogramada', 'idronda_programada'),
  rondarealizada: { propias: delVigilante, hereda: { coleccion: 'puestoservicio', campo: 'idpuesto_servicio' } },
  rondacheck: heredaDe('rondarealizada', 'idronda_realizada'),
  partenovedad: { propias: delVigilante, hereda: { coleccion: 'puestoservicio', campo: 'idpuesto_servicio' } },
  novedad: heredaDe('partenovedad', 'idparte_novedad'),
  llavero: { propias: delDelegacion, hereda: { coleccion: 'puestoservicio', campo: 'idpuesto_servicio' } },
  movimientollave: heredaDe('llavero', 'idllavero'),
  // Almacén, presencia y caja (issue 17, decisión 51). El pedido, su delegación (el almacén que lo sirve);
  // líneas y entregas, con él. El fichaje, su delegación y el empleado (cada uno ve los suyos). La caja, su
  // delegación y su técnico; sus movimientos, con ella.
  pedidocli: { propias: delDelegacion },
  lpedidocli: heredaDe('pedidocli', 'idpedidocli'),
  entregapedido: heredaDe('pedidocli', 'idpedidocli'),
  presencia: { propias: (doc) => [...delDelegacion(doc), ...delEmpleado(doc)] },
  caja: { propias: (doc) => [...delDelegacion(doc), ...delTecnico(doc)] },
  movimientocaja: heredaDe('caja', 'idcaja'),
} as const satisfies Record<Coleccion, Regla>;

const regla = (c: Coleccion): Regla => reglasAmbito[c];
const todas = Object.keys(reglasAmbito).filter(esColeccion);

/** Colección cuyo `idtabla` (schemas/index.ts) es el dado, o null. */
export const coleccionDeIdtabla = (idtabla: unknown): Coleccion | null =>
  todas.find((c) => entidades[c].idtabla !== null && entidades[c].idtabla === idtabla) ?? null;

/**
 * El documento del que hereda `doc` (coleccion + id), o null si no hereda o no tiene padre. `campo` es el
 * campo de `doc` con el id: la clave ajena, o 'id' en el par idtabla + id.
 */
export const padreDe = (c: Coleccion, doc: Doc): { coleccion: Coleccion; id: string; campo: string } | null => {
  const h = regla(c).hereda;
  if (!h) return null;
  if (h === 'entidadPorIdtabla') {
    const coleccion = coleccionDeIdtabla(doc.idtabla);
    const id = texto(doc.id);
    return coleccion && id ? { coleccion, id, campo: 'id' } : null;
  }
  const id = texto(doc[h.campo]);
  return id ? { coleccion: h.coleccion, id, campo: h.campo } : null;
};

/**
 * Etiquetas que un documento de `c` da a quienes heredan de él, si su regla declara `paraHerederos`; null
 * si les da las suyas guardadas (cada lado las tiene: tx-sql.ts en la fila, ambito-datos.ts calculadas).
 */
export const etiquetasParaHerederos = (c: Coleccion, doc: Doc): string[] | null => regla(c).paraHerederos?.(doc) ?? null;

/** Colecciones que heredan de `padre`, con el filtro que encuentra los hijos de un documento suyo. */
export const herederosDe = (padre: Coleccion): { coleccion: Coleccion; filtro: (id: string) => Filtro }[] =>
  todas.flatMap((c) => {
    const h = regla(c).hereda;
    if (h === 'entidadPorIdtabla') {
      const idtabla = entidades[padre].idtabla;
      return idtabla === null ? [] : [{ coleccion: c, filtro: (id: string): Filtro => ({ idtabla, id }) }];
    }
    return h && h.coleccion === padre ? [{ coleccion: c, filtro: (id: string): Filtro => ({ [h.campo]: id }) }] : [];
  });

/** Colecciones que reúnen las etiquetas de `hijo`; `campo` es el campo de `hijo` con el id de cada una. */
export const reunidoresDe = (hijo: Coleccion): Vinculo[] =>
  todas.flatMap((c) => (regla(c).reune ?? []).filter((v) => v.coleccion === hijo).map((v) => ({ coleccion: c, campo: v.campo })));

/** Lo que hace falta saber de fuera del documento para calcular sus etiquetas. */
export interface Entorno {
  /**
   * Etiquetas que da el padre: las suyas o, si su regla declara `paraHerederos`, las de ella (null si la
   * regla no hereda o el padre no existe).
   */
  padre: readonly string[] | null;
  /** Etiquetas de cada documento que lo referencia, en el orden de `regla.reune`. */
  reunidas: readonly (readonly string[])[];
}

/** Etiquetas de un documento: ordenadas y sin repetir; si es historia, con su mes (`conMesDeHistoria`). */
export const calcularEtiquetas = (c: Coleccion, doc: Doc, entorno: Entorno): string[] => {
  const r = regla(c);
  const etiquetas = new Set<string>();
  if (r.global) etiquetas.add(ETIQUETA_GLOBAL);
  for (const e of r.propias?.(doc) ?? []) etiquetas.add(e);
  for (const e of entorno.padre ?? []) etiquetas.add(e);
  for (const lista of entorno.reunidas) for (const e of lista) etiquetas.add(e);
  return conMesDeHistoria(c, doc, [...etiquetas].sort(), r.hereda ? entorno.padre : null);
};

/** Los vínculos que reúne la colección (para que cada lado busque las etiquetas de esos documentos). */
export const reunionesDe = (c: Coleccion): readonly Vinculo[] => regla(c).reune ?? [];

/** Los vínculos de los que la colección reúne solo las etiquetas propias. */
export const reunionesPropiasDe = (c: Coleccion): readonly Vinculo[] => regla(c).reunePropias ?? [];

/** Los documentos de los que `c` toma las etiquetas propias (coleccion + campo de `c`). */
export const tomaPropiasDe = (c: Coleccion): readonly Vinculo[] => {
  const t = regla(c).tomaPropias;
  return t === undefined ? [] : 'coleccion' in t ? [t] : t;
};

/** Etiquetas que salen de los campos del documento (la regla `propias` de su colección). */
export const etiquetasPropias = (c: Coleccion, doc: Doc): string[] => regla(c).propias?.(doc) ?? [];

/** Colecciones que reúnen las etiquetas propias de `hijo`; `campo` es el campo de `hijo` con el id. */
export const reunidoresPropiasDe = (hijo: Coleccion): Vinculo[] =>
  todas.flatMap((c) => (regla(c).reunePropias ?? []).filter((v) => v.coleccion === hijo).map((v) => ({ coleccion: c, campo: v.campo })));

/** Colecciones que toman las etiquetas propias de `padre`; `campo` es el campo de cada una con el id. */
export const tomadoresDe = (padre: Coleccion): Vinculo[] =>
  todas.flatMap((c) => tomaPropiasDe(c).filter((t) => t.coleccion === padre).map((t) => ({ coleccion: c, campo: t.campo })));

export const mismasEtiquetas = (a: readonly string[], b: readonly string[]): boolean => {
  if (a.length !== b.length) return false;
  const s = new Set(a);
  return b.every((e) => s.has(e));
};

export const unionEtiquetas = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])].sort();

/**
 * ¿Está el documento al alcance del usuario? Compara por la etiqueta base: la historia de un mes
 * ('tecnico:T1@2024-05') sigue siendo del técnico T1 aunque no esté en su conjunto de trabajo sin conexión
 * (lo que baja `sync.pull` lo decide `enConjunto`). Es la comprobación de permiso (Tx, ficheros, sobres) y
 * la del stream (un cambio de su historia también le avisa: puede tenerla en caché, `sync.historial`).
 */
export const cortan = (doc: readonly string[], usuario: readonly string[] | null): boolean =>
  usuario === null || doc.some((e) => usuario.includes(baseEtiqueta(e)));

/**
 * Etiquetas del usuario según el `ambito` de su fila: null = sin filtro ('todo'); 'delegacion' → global
 * y su delegación; 'propio' → global y, si es técnico, lo suyo.
 */
export const etiquetasUsuario = (usuario: UsuarioSesion, ambito: AmbitoUsuario): string[] | null => {
  switch (ambito) {
    case 'todo':
      return null;
    case 'delegacion':
      // El comercial recibe además lo que lleva él aunque sea de otra delegación (sus prospectos, su cartera).
      return [
        ETIQUETA_GLOBAL,
        ...(usuario.iddelegacion ? [etiquetaDelegacion(usuario.iddelegacion)] : []),
        ...(usuario.idcomercial ? [etiquetaComercial(usuario.idcomercial)] : []),
      ];
    case 'propio':
      // El técnico, lo suyo y las existencias de su delegación; el vigilante, sus puestos y lo que cuelga de ellos (y lo que escribe él); cada
      // empleado, sus fichajes.
      return [
        ETIQUETA_GLOBAL,
        ...(usuario.idempleado ? [etiquetaEmpleado(usuario.idempleado)] : []),
        ...(usuario.idtecnico ? [etiquetaTecnico(usuario.idtecnico)] : []),
        // El técnico, además, las existencias de los almacenes de su delegación (decisión 88).
        ...(usuario.idtecnico && usuario.iddelegacion ? [etiquetaExistencias(usuario.iddelegacion)] : []),
        ...(usuario.idvigilante ? [etiquetaVigilante(usuario.idvigilante)] : []),
      ];
  }
};

/**
 * Claves ajenas de una colección: cada campo cuyo nombre es la clave primaria de otra colección
 * sincronizada ('idorden_trabajo' → ordentrabajo). Junto con el par idtabla + id (`padreDe`) son todas
 * las referencias que una escritura puede fijar.
 */
const clavesPrimarias = new Map<string, Coleccion>(todas.map((c) => [entidades[c].clave, c]));
const referenciasCache = new Map<Coleccion, readonly Vinculo[]>();
export const referenciasDe = (c: Coleccion): readonly Vinculo[] => {
  let r = referenciasCache.get(c);
  if (!r) {
    r = Object.keys(esquemasSincronizados[c].properties).flatMap((campo) => {
      const destino = clavesPrimarias.get(campo);
      return destino && campo !== entidades[c].clave ? [{ coleccion: destino, campo }] : [];
    });
    referenciasCache.set(c, r);
  }
  return r;
};

/**
 * Campos que dan ámbito y que un documento y aquello a lo que apunta deben tener iguales: las claves
 * ajenas hacia colecciones que no son catálogos globales (orden, sistema, cliente, parte…) y la
 * delegación. Un parte con la orden de una delegación y otra `iddelegacion` llevaría esa orden a otra
 * delegación. No entran los catálogos (artículo, almacén, técnico): un detalle de escandallo tiene otro
 * artículo que su línea y un parte reasignado, otro técnico que sus movimientos.
 */
export const camposCoherentes = (c: Coleccion): readonly string[] => [
  ...referenciasDe(c).filter((v) => !esGlobal(v.coleccion)).map((v) => v.campo),
  ...('iddelegacion' in esquemasSincronizados[c].properties ? ['iddelegacion'] : []),
];

/** Catálogo que ve todo el mundo (etiqueta `global`). */
export const esGlobal = (c: Coleccion): boolean => regla(c).global === true;

/** ¿Puede la clave ajena `campo` de `c` apuntar a la delegación del usuario (ver `referenciaEnDelegacion`)? */
export const referenciaEnDelegacion = (c: Coleccion, campo: string): boolean =>
  (regla(c).referenciaEnDelegacion ?? []).includes(campo);

/** Lo que declara un catálogo sobre quién puede apuntarlo en una escritura (ver `uso`), o null si todos. */
export const usoDe = (c: Coleccion, doc: Doc): { etiquetas: string[]; tambienSuDelegacion: boolean } | null => regla(c).uso?.(doc) ?? null;

/**
 * `cortan` en SQL sobre la columna `ambito` (por la etiqueta base, sin el mes de la historia): para
 * buscar lo que está al alcance de un usuario con su parámetro de etiquetas ('$1::text[]').
 */
export const sqlCortan = (param: string, columna = 'ambito'): string =>
  `exists (select 1 from unnest(${columna}) e where regexp_replace(e, '@[0-9]{4}-[0-9]{2}$', '') = any(${param}))`;

/** ¿Declara la colección quién puede apuntarla (`uso`)? */
export const tieneUso = (c: Coleccion): boolean => regla(c).uso !== undefined;

/** ¿Cuelga la colección de cualquier registro por el par idtabla + id (fichero, nota, firma, dato, correo)? */
export const heredaPorIdtabla = (c: Coleccion): boolean => regla(c).hereda === 'entidadPorIdtabla';

/*
 * Conjunto de trabajo por tiempo (issue 32, decisión 70). Un documento cerrado o pasado (un parte
 * finalizado, un fichaje, una ronda hecha, un movimiento de llaves…) es historia de un mes: todas sus
 * etiquetas llevan el sufijo '@AAAA-MM' ('tecnico:T1@2024-05'), y lo heredan sus hijos (las líneas del
 * parte, las lecturas de la ronda, las firmas del movimiento), que toman el mes del padre. Lo abierto y los
 * catálogos no llevan sufijo: están siempre en el conjunto de trabajo de quien los ve. Al dispositivo baja
 * lo abierto y la historia de los meses de su ventana (VENTANA_HISTORIA, por ámbito) más los meses de
 * historia que ha pedido (`sync.historial`, con caducidad en el dispositivo). El permiso no cambia: `cortan`
 * compara por la etiqueta base, así que la historia de un técnico sigue siendo suya para leerla o
 * escribirla.
 */

const SUFIJO_MES = /@(\d{4}-\d{2})$/;

/** La etiqueta sin el mes de historia ('tecnico:T1@2024-05' → 'tecnico:T1'). */
export const baseEtiqueta = (e: string): string => {
  const i = e.length - 8;
  return i > 0 && e.charCodeAt(i) === 64 && SUFIJO_MES.test(e) ? e.slice(0, i) : e;
};

/** El mes de historia de una etiqueta ('AAAA-MM'), o null si es de algo abierto o de un catálogo. */
export const mesEtiqueta = (e: string): string | null => SUFIJO_MES.exec(e)?.[1] ?? null;

const MES = /^\d{4}-\d{2}$/;
export const esMes = (m: unknown): m is string => typeof m === 'string' && MES.test(m) && Number(m.slice(5)) >= 1 && Number(m.slice(5)) <= 12;

/** Mes 'AAAA-MM' de una fecha 'AAAA-MM-DD' o de un instante ISO (UTC); null si no lo es. */
const mesDe = (v: unknown): string | null => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 7) : null);

/** El mayor de dos meses 'AAAA-MM' (el que haya, si falta uno). */
const mesMayor = (a: string | null, b: string | null): string | null => (a === null ? b : b === null || a >= b ? a : b);

/**
 * Un parte o una orden finalizados (2) o anulados (0) son historia del mes en que se cerraron (su último
 * cambio, `actualizado`; sin él, su fecha): un parte de la semana que viene cerrado hoy es historia de hoy.
 */
const cerradoDesde = (doc: Doc): string | null => (doc.estado === 2 || doc.estado === 0 ? (mesDe(doc.actualizado) ?? mesDe(doc.fecha)) : null);

/**
 * Desde qué mes es historia cada documento de las colecciones que crecen con la edad de la empresa; null
 * mientras está abierto (y las colecciones que no están aquí no son historia nunca: catálogos, clientes,
 * sistemas, puestos, llaveros…). Se decide solo con los campos del documento, como las etiquetas.
 *  - Un movimiento de caja es historia del mes mayor entre su fecha y su último cambio (`actualizado`): uno
 *    con fecha antigua apuntado o corregido hoy sigue en la ventana. El saldo no necesita los demás: la caja
 *    lo guarda consolidado y las pantallas calculan hacia atrás desde él (replication/caja.ts).
 *  - Un movimiento de existencias sin existencias (pendiente de regularizar) no lo es hasta regularizarse.
 */
export const historiaDe: Partial<Record<Coleccion, (doc: Doc) => string | null>> = {
  partetrabajo: cerradoDesde,
  ordentrabajo: cerradoDesde,
  presencia: (doc) => mesDe(doc.hora),
  rondarealizada: (doc) => (doc.situacion === 'en_curso' ? null : mesDe(doc.fin) ?? mesDe(doc.inicio)),
  partenovedad: (doc) => mesDe(doc.fecha),
  movimientollave: (doc) => mesDe(doc.fecha),
  movimientostock: (doc) => (doc.sin_existencias === true ? null : mesDe(doc.fecha)),
  movimientocaja: (doc) => mesMayor(mesDe(doc.fecha), mesDe(doc.actualizado)),
  // Cobrada (2), incobrable (4) o anulada: historia; pendiente, dudosa o a medias siguen en el conjunto.
  factura: (doc) => (doc.estado_deuda === 2 || doc.estado_deuda === 4 || doc.estado === 0 ? mesDe(doc.fecha) : null),
};

/** El mes desde el que el documento es historia por sus campos (null: abierto, o no es de las que lo son). */
export const mesPropioDeHistoria = (c: Coleccion, doc: Doc): string | null => historiaDe[c]?.(doc) ?? null;

/** El mes que dan unas etiquetas heredadas: el de todas, si todas son historia del mismo mes. */
const mesComun = (etiquetas: readonly string[] | null): string | null => {
  if (!etiquetas || etiquetas.length === 0) return null;
  const primero = mesEtiqueta(etiquetas[0] ?? '');
  return primero !== null && etiquetas.every((e) => mesEtiqueta(e) === primero) ? primero : null;
};

/** Las etiquetas de un documento con su mes de historia, si lo tiene (el suyo o, si hereda, el de su padre). */
export const conMesDeHistoria = (c: Coleccion, doc: Doc, etiquetas: readonly string[], padre: readonly string[] | null): string[] => {
  const mes = historiaDe[c]?.(doc) ?? mesComun(padre);
  if (mes === null) return [...etiquetas];
  return [...new Set(etiquetas.map((e) => (e === ETIQUETA_GLOBAL ? e : `${baseEtiqueta(e)}@${mes}`)))].sort();
};

/**
 * La ventana de historia de cada ámbito, en días: lo cerrado de esos días está en el dispositivo sin
 * conexión; lo anterior, bajo demanda. Técnicos y vigilantes (propio) trabajan con lo suyo de los dos
 * últimos meses; almacén, custodia y comerciales (delegación) y la oficina (todo), igual.
 */
export const VENTANA_HISTORIA: Readonly<Record<AmbitoUsuario, number>> = { propio: 60, delegacion: 60, todo: 60 };

/**
 * La historia que la oficina no guarda sin pedirla (issue 32, punto 3; decisión 78): de estas colecciones
 * (y de las que heredan de ellas por campo, `familiaHistoria`) no baja la historia de la ventana salvo
 * mientras una pantalla del dispositivo la tiene suscrita (sync.pull `suscripciones`, con caducidad en el
 * dispositivo). Lo abierto (una ronda en curso) baja siempre. Es lo que crece con el tamaño de la empresa y
 * la oficina solo mira cuando abre su lista: las rondas de mil vigilantes y sus lecturas, y sus partes de
 * novedad con sus novedades (la lista de partes de novedad y la de un puesto los suscriben; decisión 82).
 */
export const HISTORIA_BAJO_DEMANDA: Readonly<Record<AmbitoUsuario, readonly Coleccion[]>> = {
  propio: [],
  delegacion: [],
  todo: ['rondarealizada', 'partenovedad'],
};

/**
 * Lo de cada sistema que la oficina y la delegación traen al abrirlo (decisiones 90 y 91): su material, sus
 * revisiones, vías de comunicación, cuotas, subsistemas y avisos al cliente. Las colocaciones en el plano
 * (planomaterial) siguen bajando enteras: el plano las cruza con el material y son pocas.
 */
const LO_DE_CADA_SISTEMA: readonly Coleccion[] = ['materialsistema', 'revisionsistema', 'viacomunicacion', 'cuotasistema', 'subsis', 'clienteaviso'];

/**
 * Lo que la oficina trae registro a registro (issue 32, punto 3; decisión 90): de estas colecciones no baja
 * nada sin pedirlo, salvo lo que cuelga de un registro padre que una pantalla del dispositivo tiene suscrito
 * (sync.pull `padres`; la foto de ese registro, sync.historial con `padre`). El padre y el campo que los une
 * son los de su regla (`heredaDe`). Es lo que crece con la empresa sin ser historia y la oficina solo mira
 * registro a registro: lo de cada sistema (su material era el 13 % de lo que bajaba el supervisor y el
 * comercial). El técnico (ámbito propio) sigue bajando lo de los sistemas de sus partes.
 */
export const BAJO_DEMANDA_POR_PADRE: Readonly<Record<AmbitoUsuario, readonly Coleccion[]>> = {
  propio: [],
  delegacion: LO_DE_CADA_SISTEMA,
  todo: LO_DE_CADA_SISTEMA,
};

/** El padre de una colección que hereda por un campo y ese campo (materialsistema → sistema por idsistema). */
export const padrePorCampo = (c: Coleccion): { padre: Coleccion; campo: string } | null => {
  const h = regla(c).hereda;
  return h && h !== 'entidadPorIdtabla' ? { padre: h.coleccion, campo: h.campo } : null;
};

/** La colección y las que heredan de ella por un campo, de forma transitiva (rondarealizada → rondacheck). */
export const familiaHistoria = (c: Coleccion): Coleccion[] => {
  const familia: Coleccion[] = [c];
  for (let i = 0; i < familia.length; i++) {
    const padre = familia[i];
    if (padre === undefined) continue;
    for (const h of todas) {
      const regla_ = regla(h).hereda;
      if (regla_ && regla_ !== 'entidadPorIdtabla' && regla_.coleccion === padre && !familia.includes(h)) familia.push(h);
    }
  }
  return familia;
};

const mesUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 7);

/**
 * Lo fechado en el futuro (una factura del mes que viene, un fichaje con el reloj adelantado en el cambio
 * de mes) también está en la ventana: estos meses por delante del actual.
 */
export const MESES_FUTUROS = 12;

/** Los meses (AAAA-MM, del más antiguo al último) de la ventana de `dias` días hasta `ahora` y los MESES_FUTUROS siguientes. */
export const mesesVentana = (dias: number, ahora: Date = new Date()): string[] => {
  const meses: string[] = [];
  const hoy = new Date(ahora.getTime());
  const fin = mesUtc(Date.UTC(hoy.getUTCFullYear(), hoy.getUTCMonth() + MESES_FUTUROS, 1));
  let [a, m] = mesUtc(ahora.getTime() - dias * 86_400_000).split('-').map(Number) as [number, number];
  for (let mes = `${a}-${String(m).padStart(2, '0')}`; mes <= fin; ) {
    meses.push(mes);
    m += 1;
    if (m > 12) {
      m = 1;
      a += 1;
    }
    mes = `${a}-${String(m).padStart(2, '0')}`;
  }
  return meses;
};

/** Lo que baja a un dispositivo: sus etiquetas base (null: todo) y los meses de historia que tiene. */
export interface ConjuntoDescarga {
  etiquetas: readonly string[] | null;
  meses: readonly string[];
  /** Solo la historia de esos meses, sin lo abierto (sync.historial, sync.desalojar). */
  soloHistoria?: boolean;
}

/** Las etiquetas exactas que bajan: las base (lo abierto) y cada una con cada mes (su historia). */
export const etiquetasConMeses = (c: ConjuntoDescarga): string[] | null =>
  c.etiquetas === null
    ? null
    : [...(c.soloHistoria ? [] : c.etiquetas), ...c.etiquetas.filter((e) => e !== ETIQUETA_GLOBAL).flatMap((e) => c.meses.map((m) => `${e}@${m}`))];

/** ¿Baja este documento al dispositivo? Lo abierto de su ámbito y la historia de sus meses. */
export const enConjunto = (doc: readonly string[], c: ConjuntoDescarga): boolean => {
  const abiertos = c.soloHistoria !== true;
  if (c.etiquetas === null) return (abiertos && doc.length === 0) || doc.some((e) => { const m = mesEtiqueta(e); return m === null ? abiertos : c.meses.includes(m); });
  const etiquetas = c.etiquetas;
  return doc.some((e) => { const m = mesEtiqueta(e); return m === null ? abiertos && etiquetas.includes(e) : c.meses.includes(m) && etiquetas.includes(baseEtiqueta(e)); });
};

/**
 * ¿Se lee esta colección por los índices de la ventana (decisión 92)? Quien lo ve todo (sin etiquetas), en lo
 * que no es catálogo global; sync.pull y sync.desalojar la leen así con el recorrido por la clave apagado.
 */
export const porVentana = (etiquetas: readonly string[] | null, c: Coleccion): boolean => etiquetas === null && !esGlobal(c);

/**
 * El filtro SQL de `enConjunto` sobre la columna `ambito`, con sus parámetros a partir de `n` ($n, $n+1):
 * con etiquetas, la intersección con las exactas (usa el índice); sin ellas (todo), lo que no tiene mes o es
 * de uno de los meses. Con `porIndices` (una tabla de documentos, no el registro), lo mismo con las funciones
 * de la migración 169 (`vigia_abierto`, `vigia_meses`), que sus dos índices responden sin recorrer la tabla
 * (decisión 92).
 */
export const filtroConjunto = (c: ConjuntoDescarga, n: number, columna = 'ambito', porIndices = false): { sql: string; params: unknown[] } => {
  const exactas = etiquetasConMeses(c);
  if (exactas !== null) return { sql: `${columna} && $${n}::text[]`, params: [exactas] };
  if (porIndices) {
    const deMes = `vigia_meses(${columna}) && $${n}::text[]`;
    return { sql: c.soloHistoria ? deMes : `(vigia_abierto(${columna}) or ${deMes})`, params: [[...c.meses]] };
  }
  const deMes = `right(e, 7) = any($${n}::text[]) and e ~ '@[0-9]{4}-[0-9]{2}$'`;
  return {
    sql: c.soloHistoria
      ? `exists (select 1 from unnest(${columna}) e where ${deMes})`
      : `(cardinality(${columna}) = 0 or exists (select 1 from unnest(${columna}) e where e !~ '@[0-9]{4}-[0-9]{2}$' or (${deMes})))`,
    params: [[...c.meses]],
  };
};
