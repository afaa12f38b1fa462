/**
 * Cómo se nombra un registro ante quien usa la aplicación: por su referencia humana y nunca por su id
 * ('Parte PT-000200', 'Sistema SIS-000001', 'Cliente Comunidad Sáenz'). Lo usan la cola de subida (sobre
 * qué registro es cada cambio) y los ficheros (de quién son).
 *
 * - `textoReferencia`: el texto de un documento ya leído.
 * - `padreDe`: el registro del que cuelga un documento (una nota → su parte, una pregunta → su checklist),
 *   para subir hasta uno que la persona reconoce.
 * - `resolverReferencias`: lee de la base local (por rondas, una consulta por colección) lo que haga falta
 *   para nombrar varios registros a la vez. Si un registro no está en el dispositivo: 'Sistema (no está
 *   en este dispositivo)'.
 */
import { claveDe, entidades, esColeccion, type Coleccion } from '../../schemas';
import { etiquetasEntidad, mayuscula } from './entidades.labels';
import { fechaHoraJornada } from '../../replication/presencia';

export type DocLeido = Readonly<Record<string, unknown>>;

/** Un registro de una colección sincronizada. */
export interface Ref {
  coleccion: Coleccion;
  id: string;
}

/** Lo que se quiere nombrar. */
export interface PedidoReferencia extends Ref {
  /** El documento, si ya se tiene (el alta de la cola lleva el documento entero): no hace falta leerlo. */
  doc?: DocLeido;
  /**
   * Subir hasta el registro principal (parte, orden, sistema, cliente…): una nota se nombra por su parte.
   * Sin subir, el propio registro ('Detector volumétrico', 'Furgoneta 3').
   */
  subir?: boolean;
}

/** Texto de cada pedido por `clavePedido`; null si no hay nada que decir de él (una nota ya borrada). */
export type Referencias = ReadonlyMap<string, string | null>;

export const claveRef = (r: Ref): string => `${r.coleccion}:${r.id}`;
export const clavePedido = (p: PedidoReferencia): string => `${p.subir ? '↑' : ''}${claveRef(p)}`;

const texto = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
const con = (prefijo: string, v: unknown): string | null => {
  const t = texto(v);
  return t === null ? null : `${prefijo} ${t}`;
};
const juntos = (...partes: (string | null)[]): string | null => {
  const presentes = partes.filter((p): p is string => p !== null);
  return presentes.length === 0 ? null : presentes.join(' ');
};

/** La referencia humana de cada colección que tiene una (número, código, nombre o descripción). */
const REFERENCIA: Partial<Record<Coleccion, (d: DocLeido) => string | null>> = {
  partetrabajo: (d) => con('Parte', d.numero),
  ordentrabajo: (d) => con('Orden', d.numero),
  sistema: (d) => con('Sistema', d.numero),
  cliente: (d) => con('Cliente', d.nombre) ?? con('Cliente', d.codigo),
  subsis: (d) => juntos(con('Subsistema', d.numero), texto(d.descripcion) && `(${texto(d.descripcion)})`),
  almacen: (d) => texto(d.nombre),
  articulo: (d) => juntos(texto(d.descripcion), texto(d.codigo) && `(${texto(d.codigo)})`),
  tecnico: (d) => texto(d.nombre),
  empleado: (d) => juntos(texto(d.nombre), texto(d.apellidos)),
  delegacion: (d) => texto(d.nombre),
  plantillaarticulo: (d) => texto(d.descripcion),
  materialsistema: (d) => juntos(texto(d.descripcion), texto(d.numserie) && `(n.º de serie ${texto(d.numserie)})`),
  checklistot: (d) => con('Checklist', texto(d.descripcion) && `«${texto(d.descripcion)}»`),
  grupochecklistot: (d) => texto(d.descripcion),
  preguntachecklistot: (d) => texto(d.descripcion),
  tanomaliachecklistot: (d) => texto(d.descripcion),
  gradoanomalia: (d) => texto(d.descripcion),
  accioncorrectoraot: (d) => texto(d.descripcion),
  accionejec: (d) => texto(d.descripcion),
  lpartetrabajo: (d) => texto(d.descripcion),
  lordentrabajo: (d) => texto(d.descripcion),
  solicitudmaterial: (d) => texto(d.descripcion),
  fichero: (d) => texto(d.nombre),
  campodato: (d) => texto(d.etiqueta),
  telefono: (d) => con('Teléfono', d.numero),
  viacomunicacion: (d) => con('Vía', d.numero),
  cuotasistema: (d) => con('Cuota', d.concepto),
  parametro: (d) => texto(d.descripcion) ?? texto(d.clave),
  clientepotencial: (d) => con('Cliente potencial', d.nombre) ?? con('Cliente potencial', d.codigo),
  telefonopotencial: (d) => con('Teléfono', d.numero),
  operacioncrm: (d) => con('Operación', texto(d.titulo) && `«${texto(d.titulo)}»`),
  loperacioncrm: (d) => texto(d.descripcion),
  cita: (d) => con('Cita', texto(d.asunto) && `«${texto(d.asunto)}»`),
  factura: (d) => con('Factura', d.numero),
  cuentabancaria: (d) => con('Cuenta', d.iban),
  representante: (d) => con('Representante', d.nombre),
  correo: (d) => con('Correo', texto(d.asunto) && `«${texto(d.asunto)}»`),
  vigilante: (d) => texto(d.nombre),
  puestoservicio: (d) => con('Puesto', texto(d.nombre)) ?? con('Puesto', d.codigo),
  puestoservicioservicio: (d) => con('Servicio', texto(d.descripcion) && `«${texto(d.descripcion)}»`),
  turnopuesto: (d) => juntos(con('Turno', d.codigo), texto(d.descripcion) && `(${texto(d.descripcion)})`),
  rondaprogramada: (d) => con('Ronda', texto(d.nombre) && `«${texto(d.nombre)}»`),
  puntoronda: (d) => juntos(con('Punto', texto(d.nombre) && `«${texto(d.nombre)}»`), texto(d.codigo) && `(${texto(d.codigo)})`),
  partenovedad: (d) => con('Parte de novedad', d.numero),
  novedad: (d) => juntos(con('Novedad', d.hora), texto(d.descripcion)),
  llavero: (d) => con('Llavero', d.codigo),
  pedidocli: (d) => con('Pedido', d.numero),
  lpedidocli: (d) => texto(d.descripcion),
  presencia: (d) => {
    const hora = texto(d.hora);
    const tipo = texto(d.tipo);
    return hora && tipo ? `${tipo === 'entrada' ? 'Entrada' : 'Salida'} del ${fechaHoraJornada(hora)}` : null;
  },
  caja: (d) => texto(d.nombre),
  movimientocaja: (d) => con('Movimiento', texto(d.concepto) && `«${texto(d.concepto)}»`),
};

/**
 * Registros que se reconocen por sí mismos: al nombrar un cambio se sube hasta uno de ellos y ahí se para
 * (el material de un sistema se nombra por su sistema).
 */
const PRINCIPALES: ReadonlySet<Coleccion> = new Set<Coleccion>([
  'partetrabajo', 'ordentrabajo', 'sistema', 'cliente', 'almacen', 'articulo', 'tecnico', 'empleado', 'delegacion', 'plantillaarticulo',
  'parametro', 'campodato', 'gradoanomalia', 'tanomaliachecklistot', 'clientepotencial', 'operacioncrm', 'cita',
  'vigilante', 'puestoservicio', 'rondaprogramada', 'partenovedad', 'llavero', 'pedidocli', 'presencia', 'caja',
]);

/** ¿Se reconoce el registro por sí mismo (parte, sistema, cliente…)? Ahí se para al subir. */
export const esPrincipal = (c: Coleccion): boolean => PRINCIPALES.has(c);

/** ¿Tiene la colección una referencia humana propia? (Los ids de las que no, no se enseñan.) */
export const tieneReferencia = (c: Coleccion): boolean => REFERENCIA[c] !== undefined;

/** Referencia humana de un documento leído, o null si la colección no tiene una o el documento no la trae. */
export const textoReferencia = (c: Coleccion, doc: DocLeido): string | null => REFERENCIA[c]?.(doc) ?? null;

/** Lo que se dice de un registro que no está en el dispositivo: 'Sistema (no está en este dispositivo)'. */
export const sinCopiaLocal = (c: Coleccion): string => `${mayuscula(etiquetasEntidad[c])} (no está en este dispositivo)`;

/** El registro de un idtabla de la especificación (parte 269, sistema 96…) y su id, o null si no se conoce. */
export const refDeIdtabla = (idtabla: unknown, id: unknown): Ref | null => {
  if (typeof idtabla !== 'number' || typeof id !== 'string' || id === '') return null;
  const coleccion = (Object.keys(entidades).filter(esColeccion)).find((c) => entidades[c].idtabla === idtabla);
  return coleccion ? { coleccion, id } : null;
};

/** De qué registro cuelga cada colección (en orden de preferencia), por su clave foránea. */
const PADRES: Partial<Record<Coleccion, readonly Coleccion[]>> = {
  lpartetrabajo: ['partetrabajo'],
  accionejec: ['partetrabajo'],
  tiempotrabajado: ['partetrabajo'],
  solicitudmaterial: ['partetrabajo'],
  partetrabajotecnico: ['partetrabajo'],
  cobro: ['partetrabajo'],
  partedescargado: ['partetrabajo'],
  checklistot: ['partetrabajo'],
  movimientostock: ['partetrabajo', 'almacen'],
  lordentrabajo: ['ordentrabajo'],
  lordentrabajodetalle: ['lordentrabajo'],
  materialsistema: ['sistema'],
  revisionsistema: ['sistema'],
  viacomunicacion: ['sistema'],
  cuotasistema: ['sistema'],
  subsis: ['sistema'],
  planomaterial: ['sistema'],
  telefono: ['sistema', 'cliente'],
  direccion: ['cliente'],
  clienteaviso: ['cliente'],
  grupochecklistot: ['checklistot'],
  preguntachecklistot: ['checklistot'],
  accioncorrectoraot: ['checklistot'],
  stock: ['almacen'],
  lplantillaarticulo: ['plantillaarticulo'],
  telefonopotencial: ['clientepotencial'],
  direccionpotencial: ['clientepotencial'],
  cuentabancaria: ['cliente', 'clientepotencial'],
  representante: ['cliente', 'clientepotencial'],
  estudiofinanciero: ['cliente', 'clientepotencial'],
  factura: ['cliente'],
  loperacioncrm: ['operacioncrm'],
  contactooperacion: ['operacioncrm'],
  clientecomercial: ['cliente'],
  puestoservicioservicio: ['puestoservicio'],
  turnopuesto: ['puestoservicio'],
  puestovigilante: ['puestoservicio'],
  cuadranteturno: ['puestoservicio'],
  puntoronda: ['rondaprogramada'],
  rondarealizada: ['rondaprogramada'],
  rondacheck: ['rondarealizada'],
  novedad: ['partenovedad'],
  movimientollave: ['llavero'],
  lpedidocli: ['pedidocli'],
  entregapedido: ['pedidocli'],
  movimientocaja: ['caja'],
};

/** Colecciones que cuelgan de cualquier registro por idtabla + id (notas, ficheros, firmas, datos). */
const POR_IDTABLA: ReadonlySet<Coleccion> = new Set<Coleccion>(['nota', 'fichero', 'firma', 'dato', 'correo']);

/** El registro del que cuelga un documento, o null si es un registro principal o no se sabe. */
export const padreDe = (c: Coleccion, doc: DocLeido): Ref | null => {
  if (POR_IDTABLA.has(c)) return refDeIdtabla(doc.idtabla, doc.id);
  for (const padre of PADRES[c] ?? []) {
    const id = doc[claveDe(padre)];
    if (typeof id === 'string' && id !== '') return { coleccion: padre, id };
  }
  return null;
};

/** Lee de la base local los documentos de una colección por id (los que no están, no vienen). */
export type Cargador = (coleccion: Coleccion, ids: readonly string[]) => Promise<ReadonlyMap<string, DocLeido>>;

/** Niveles como mucho entre un registro y su principal (acción correctora → checklist → parte). */
const MAX_NIVELES = 4;

type Paso = { texto: string | null } | { falta: Ref };

/** Hasta dónde se llega con lo leído: el texto del pedido, o el registro que hace falta leer. */
const avanzar = (p: PedidoReferencia, leidos: ReadonlyMap<string, DocLeido | null>): Paso => {
  let actual: Ref = p;
  for (let nivel = 0; nivel <= MAX_NIVELES; nivel++) {
    const doc = nivel === 0 && p.doc ? p.doc : leidos.get(claveRef(actual));
    if (doc === undefined) return { falta: actual };
    const principal = esPrincipal(actual.coleccion);
    if (doc === null) {
      // Un cambio sobre algo ya borrado (una nota eliminada) no tiene registro que nombrar.
      return { texto: nivel === 0 && p.subir && !principal ? null : sinCopiaLocal(actual.coleccion) };
    }
    const propio = textoReferencia(actual.coleccion, doc);
    if (!p.subir || principal) return { texto: propio };
    const padre = padreDe(actual.coleccion, doc);
    if (!padre) return { texto: propio };
    actual = padre;
  }
  return { texto: null };
};

/**
 * Nombra todos los pedidos leyendo lo necesario de la base local: en cada ronda, una lectura por
 * colección con los ids que faltan (los padres se piden en la ronda siguiente).
 */
export const resolverReferencias = async (pedidos: readonly PedidoReferencia[], cargar: Cargador): Promise<Map<string, string | null>> => {
  const resultado = new Map<string, string | null>();
  const leidos = new Map<string, DocLeido | null>();
  let pendientes = [...new Map(pedidos.map((p) => [clavePedido(p), p])).values()];
  for (let ronda = 0; ronda <= MAX_NIVELES + 1 && pendientes.length > 0; ronda++) {
    const faltan = new Map<Coleccion, Set<string>>();
    const siguen: PedidoReferencia[] = [];
    for (const p of pendientes) {
      const paso = avanzar(p, leidos);
      if ('texto' in paso) {
        resultado.set(clavePedido(p), paso.texto);
        continue;
      }
      siguen.push(p);
      const ids = faltan.get(paso.falta.coleccion) ?? new Set<string>();
      ids.add(paso.falta.id);
      faltan.set(paso.falta.coleccion, ids);
    }
    await Promise.all(
      [...faltan].map(async ([coleccion, ids]) => {
        const docs = await cargar(coleccion, [...ids]);
        for (const id of ids) leidos.set(claveRef({ coleccion, id }), docs.get(id) ?? null);
      }),
    );
    pendientes = siguen;
  }
  for (const p of pendientes) resultado.set(clavePedido(p), null);
  return resultado;
};
