/**
 * Registro de entidades: la única fuente de los tipos de entidad. Cada entrada une el esquema JSON
 * (forma RxDB) con lo que el motor genérico necesita: objeto de permisos, prefijo de métodos RPC,
 * mutadores genéricos que admite, campos editables y apps que pueden tocarla.
 * Lo importan el cliente (colecciones RxDB) y el servidor (tablas, validación ajv, permisos).
 */
import type { DeepMutable, ExtractDocumentTypeFromTypedRxJsonSchema } from 'rxdb';
import { citado, con, entreParentesis, juntos, referenciaFichaje, texto, type MutadorGenerico, type NombreEntidad, type Referencia } from './entidad';
import { accionejecSchema } from './accionejec';
import { almacenSchema } from './almacen';
import { articuloSchema } from './articulo';
import { clienteSchema } from './cliente';
import { importeLinea } from './dinero';
import { delegacionSchema } from './delegacion';
import { direccionSchema } from './direccion';
import { empleadoSchema } from './empleado';
import { ficheroSchema } from './fichero';
import { lordentrabajoSchema } from './lordentrabajo';
import { lpartetrabajoSchema } from './lpartetrabajo';
import { materialsistemaSchema } from './materialsistema';
import { ordentrabajoSchema } from './ordentrabajo';
import { parametroSchema } from './parametro';
import { partetrabajoSchema } from './partetrabajo';
import { sistemaSchema } from './sistema';
import { cobroSchema } from './cobro';
import { firmaSchema } from './firma';
import { ficherocontenidoSchema } from './ficherocontenido';
import { indicebusquedaSchema } from './indicebusqueda';
import { lordentrabajodetalleSchema } from './lordentrabajodetalle';
import { lplantillaarticuloSchema } from './lplantillaarticulo';
import { movimientostockSchema } from './movimientostock';
import { notaSchema } from './nota';
import { partedescargadoSchema } from './partedescargado';
import { clienteavisoSchema } from './clienteaviso';
import { cuotasistemaSchema } from './cuotasistema';
import { revisionsistemaSchema } from './revisionsistema';
import { subsisSchema } from './subsis';
import { viacomunicacionSchema } from './viacomunicacion';
import { planomaterialSchema } from './planomaterial';
import { partetrabajotecnicoSchema } from './partetrabajotecnico';
import { plantillaarticuloSchema } from './plantillaarticulo';
import { solicitudmaterialSchema } from './solicitudmaterial';
import { stockSchema } from './stock';
import { syncSchema } from './sync';
import { syncuploadSchema } from './syncupload';
import { tecnicoSchema } from './tecnico';
import { telefonoSchema } from './telefono';
import { checklistotSchema } from './checklistot';
import { grupochecklistotSchema } from './grupochecklistot';
import { preguntachecklistotSchema } from './preguntachecklistot';
import { tanomaliachecklistotSchema } from './tanomaliachecklistot';
import { gradoanomaliaSchema } from './gradoanomalia';
import { accioncorrectoraotSchema } from './accioncorrectoraot';
import { tiempotrabajadoSchema } from './tiempotrabajado';
import { campodatoSchema } from './campodato';
import { datoSchema } from './dato';
import { clientepotencialSchema } from './clientepotencial';
import { telefonopotencialSchema } from './telefonopotencial';
import { direccionpotencialSchema } from './direccionpotencial';
import { cuentabancariaSchema } from './cuentabancaria';
import { representanteSchema } from './representante';
import { estudiofinancieroSchema } from './estudiofinanciero';
import { facturaSchema } from './factura';
import { operacioncrmSchema } from './operacioncrm';
import { loperacioncrmSchema } from './loperacioncrm';
import { contactooperacionSchema } from './contactooperacion';
import { citaSchema } from './cita';
import { clientecomercialSchema } from './clientecomercial';
import { correoSchema } from './correo';
import { presupuestocliSchema } from './presupuestocli';
import { lpresupuestocliSchema } from './lpresupuestocli';
import { cuotapresupuestoSchema } from './cuotapresupuesto';
import { ubicacionpresupuestoSchema } from './ubicacionpresupuesto';
import { subsispresupuestoSchema } from './subsispresupuesto';
import { mantpresupuestoSchema } from './mantpresupuesto';
import { revisionpresupuestoSchema } from './revisionpresupuesto';
import { plantillapresupuestoSchema } from './plantillapresupuesto';
import { lplantillapresupuestoSchema } from './lplantillapresupuesto';
import { contratoSchema } from './contrato';
import { cuotacontratoSchema } from './cuotacontrato';
import { serviciocontratadoSchema } from './serviciocontratado';
import { materialcontratoSchema } from './materialcontrato';
import { sobreSchema } from './sobre';
import { destinatariosobreSchema } from './destinatariosobre';
import { enviosobreSchema } from './enviosobre';
import { vigilanteSchema } from './vigilante';
import { puestoservicioSchema } from './puestoservicio';
import { puestoservicioservicioSchema } from './puestoservicioservicio';
import { turnopuestoSchema } from './turnopuesto';
import { puestovigilanteSchema } from './puestovigilante';
import { cuadranteturnoSchema } from './cuadranteturno';
import { rondaprogramadaSchema } from './rondaprogramada';
import { puntorondaSchema } from './puntoronda';
import { rondarealizadaSchema } from './rondarealizada';
import { rondacheckSchema } from './rondacheck';
import { partenovedadSchema } from './partenovedad';
import { novedadSchema } from './novedad';
import { llaveroSchema } from './llavero';
import { movimientollaveSchema } from './movimientollave';
import { pedidocliSchema } from './pedidocli';
import { lpedidocliSchema } from './lpedidocli';
import { entregapedidoSchema } from './entregapedido';
import { presenciaSchema } from './presencia';
import { cajaSchema } from './caja';
import { movimientocajaSchema } from './movimientocaja';

export { VERSION_ESQUEMA } from './comun';

/** Esquemas de las colecciones sincronizadas con el servidor, por nombre de colección. */
export const esquemasSincronizados = {
  partetrabajo: partetrabajoSchema,
  lpartetrabajo: lpartetrabajoSchema,
  ordentrabajo: ordentrabajoSchema,
  lordentrabajo: lordentrabajoSchema,
  accionejec: accionejecSchema,
  sistema: sistemaSchema,
  materialsistema: materialsistemaSchema,
  cliente: clienteSchema,
  telefono: telefonoSchema,
  direccion: direccionSchema,
  articulo: articuloSchema,
  almacen: almacenSchema,
  tecnico: tecnicoSchema,
  parametro: parametroSchema,
  fichero: ficheroSchema,
  tiempotrabajado: tiempotrabajadoSchema,
  delegacion: delegacionSchema,
  empleado: empleadoSchema,
  lordentrabajodetalle: lordentrabajodetalleSchema,
  plantillaarticulo: plantillaarticuloSchema,
  lplantillaarticulo: lplantillaarticuloSchema,
  stock: stockSchema,
  movimientostock: movimientostockSchema,
  solicitudmaterial: solicitudmaterialSchema,
  partetrabajotecnico: partetrabajotecnicoSchema,
  nota: notaSchema,
  cobro: cobroSchema,
  firma: firmaSchema,
  partedescargado: partedescargadoSchema,
  checklistot: checklistotSchema,
  grupochecklistot: grupochecklistotSchema,
  preguntachecklistot: preguntachecklistotSchema,
  tanomaliachecklistot: tanomaliachecklistotSchema,
  gradoanomalia: gradoanomaliaSchema,
  accioncorrectoraot: accioncorrectoraotSchema,
  revisionsistema: revisionsistemaSchema,
  viacomunicacion: viacomunicacionSchema,
  cuotasistema: cuotasistemaSchema,
  subsis: subsisSchema,
  clienteaviso: clienteavisoSchema,
  planomaterial: planomaterialSchema,
  campodato: campodatoSchema,
  dato: datoSchema,
  clientepotencial: clientepotencialSchema,
  telefonopotencial: telefonopotencialSchema,
  direccionpotencial: direccionpotencialSchema,
  cuentabancaria: cuentabancariaSchema,
  representante: representanteSchema,
  estudiofinanciero: estudiofinancieroSchema,
  factura: facturaSchema,
  operacioncrm: operacioncrmSchema,
  loperacioncrm: loperacioncrmSchema,
  contactooperacion: contactooperacionSchema,
  cita: citaSchema,
  clientecomercial: clientecomercialSchema,
  correo: correoSchema,
  presupuestocli: presupuestocliSchema,
  lpresupuestocli: lpresupuestocliSchema,
  cuotapresupuesto: cuotapresupuestoSchema,
  ubicacionpresupuesto: ubicacionpresupuestoSchema,
  subsispresupuesto: subsispresupuestoSchema,
  mantpresupuesto: mantpresupuestoSchema,
  revisionpresupuesto: revisionpresupuestoSchema,
  plantillapresupuesto: plantillapresupuestoSchema,
  lplantillapresupuesto: lplantillapresupuestoSchema,
  contrato: contratoSchema,
  cuotacontrato: cuotacontratoSchema,
  serviciocontratado: serviciocontratadoSchema,
  materialcontrato: materialcontratoSchema,
  sobre: sobreSchema,
  destinatariosobre: destinatariosobreSchema,
  enviosobre: enviosobreSchema,
  vigilante: vigilanteSchema,
  puestoservicio: puestoservicioSchema,
  puestoservicioservicio: puestoservicioservicioSchema,
  turnopuesto: turnopuestoSchema,
  puestovigilante: puestovigilanteSchema,
  cuadranteturno: cuadranteturnoSchema,
  rondaprogramada: rondaprogramadaSchema,
  puntoronda: puntorondaSchema,
  rondarealizada: rondarealizadaSchema,
  rondacheck: rondacheckSchema,
  partenovedad: partenovedadSchema,
  novedad: novedadSchema,
  llavero: llaveroSchema,
  movimientollave: movimientollaveSchema,
  pedidocli: pedidocliSchema,
  lpedidocli: lpedidocliSchema,
  entregapedido: entregapedidoSchema,
  presencia: presenciaSchema,
  caja: cajaSchema,
  movimientocaja: movimientocajaSchema,
} as const;

/** Esquemas de las colecciones que solo existen en el dispositivo. */
export const esquemasLocales = {
  syncupload: syncuploadSchema,
  sync: syncSchema,
  ficherocontenido: ficherocontenidoSchema,
  indicebusqueda: indicebusquedaSchema,
} as const;

export const esquemas = { ...esquemasSincronizados, ...esquemasLocales } as const;

export type Coleccion = keyof typeof esquemasSincronizados;
export type ColeccionLocal = keyof typeof esquemasLocales;
export type ColeccionCualquiera = Coleccion | ColeccionLocal;

type DocDeEsquema<S> = ExtractDocumentTypeFromTypedRxJsonSchema<DeepMutable<S>>;
/** Tipo del documento de una colección, deducido de su esquema. */
export type DocDe<C extends ColeccionCualquiera> = DocDeEsquema<(typeof esquemas)[C]>;

export type AppId = 'comerciales' | 'tecnicos' | 'vigilantes' | 'custodiaLlaves' | 'almacen' | 'presencia';
export type Accion = 'visualizar' | 'insertar' | 'editar' | 'borrar';
export type { DocLeido, Genero, MutadorGenerico, NombreEntidad, Referencia } from './entidad';

/** Un registro del que cuelga otro: su colección y el campo (clave foránea) que lo apunta. */
export interface Padre {
  coleccion: Coleccion;
  campo: string;
}

export interface Entidad<C extends Coleccion = Coleccion> {
  coleccion: C;
  /**
   * Objeto de permisos de la entidad (con guion bajo: 'parte_trabajo'), el título de su esquema. Las rutas y
   * los enlaces derivan de aquí su permiso: `entidades[c].objeto` con la acción que toque.
   */
  objeto: string;
  /** Prefijo de los métodos RPC: 'parteTrabajo' → 'parteTrabajo.updateSync'. */
  metodo: string;
  /** Identificador de tabla de la especificación, si lo tiene (ficheros, datos). */
  idtabla: number | null;
  clave: string;
  mutadores: readonly MutadorGenerico[];
  /** Campos que `updateSync` puede cambiar. */
  editables: readonly string[];
  /** Apps desde las que se puede escribir (cualquiera de ellas basta). */
  apps: readonly AppId[];
  /** Cómo se nombra: singular en una frase, plural como título de lista, género para concordar. */
  nombre: NombreEntidad;
  /** El texto humano de un registro ('Parte PT-000200'); null si la entidad no tiene uno (sus ids no se enseñan). */
  referencia: Referencia | null;
  /** De qué registros cuelga, en orden de preferencia, con su clave foránea (una línea → su parte). */
  padres: readonly Padre[];
  /** Cuelga de cualquier registro por idtabla + id (notas, ficheros, firmas, datos, correos). */
  porIdtabla: boolean;
  /** Se reconoce por sí mismo (parte, sistema, cliente…): al nombrar un cambio se sube hasta él y ahí se para. */
  principal: boolean;
}

/** Lo que se declara de una entidad en `definir`: lo demás sale del esquema o tiene un valor por omisión. */
type Declaracion<C extends Coleccion, M extends string, G extends readonly MutadorGenerico[]> =
  Omit<Entidad<C>, 'objeto' | 'clave' | 'metodo' | 'mutadores' | 'referencia' | 'padres' | 'porIdtabla' | 'principal'> & {
    metodo: M;
    mutadores: G;
    referencia?: Referencia;
    /** Las colecciones de las que cuelga (el campo es su clave primaria) o el padre con su campo. */
    padres?: readonly (Coleccion | Padre)[];
    porIdtabla?: boolean;
    principal?: boolean;
  };

/** Objeto de permisos de una colección: el título de su esquema ('parte_trabajo'). */
export type ObjetoDe<C extends Coleccion> = (typeof esquemasSincronizados)[C]['title'];
/** Objetos de permisos que no son una entidad sincronizada: la gestión de usuarios y sus sesiones. */
export const OBJETOS_SIN_ENTIDAD = ['usuario'] as const;
/** Todo objeto de permisos: uno por entidad del registro, más los de OBJETOS_SIN_ENTIDAD. */
export type ObjetoPermiso = ObjetoDe<Coleccion> | (typeof OBJETOS_SIN_ENTIDAD)[number];

/**
 * La entrada de una entidad, declarada una vez: con sus literales (el prefijo de métodos, los mutadores
 * genéricos y el objeto de permisos) salen los tipos de `mutate` (replication/mutadores/index.ts) y de los
 * permisos; con su nombre, su referencia y sus padres, las etiquetas, las referencias y la cola de subida.
 */
const definir = <C extends Coleccion, const M extends string, const G extends readonly MutadorGenerico[]>(
  e: Declaracion<C, M, G>,
): Entidad<C> & { metodo: M; mutadores: G; objeto: ObjetoDe<C> } => ({
  ...e,
  objeto: esquemasSincronizados[e.coleccion].title,
  clave: esquemasSincronizados[e.coleccion].primaryKey,
  referencia: e.referencia ?? null,
  padres: (e.padres ?? []).map((p) => (typeof p === 'string' ? { coleccion: p, campo: esquemasSincronizados[p].primaryKey } : p)),
  porIdtabla: e.porIdtabla ?? false,
  principal: e.principal ?? false,
});

const TODAS: readonly AppId[] = ['comerciales', 'tecnicos', 'vigilantes', 'custodiaLlaves', 'almacen', 'presencia'];

export const entidades = {
  partetrabajo: definir({
    coleccion: 'partetrabajo', metodo: 'parteTrabajo', idtabla: 269, apps: ['tecnicos'],
    nombre: { singular: 'parte de trabajo', plural: 'Partes de trabajo', genero: 'masculino' },
    referencia: (d) => con('Parte', d.numero), principal: true,
    mutadores: ['insert', 'update'], editables: ['observaciones', 'estado', 'ffijada', 'descripcion', 'idtecnico', 'fecha', 'clasificacion'],
  }),
  lpartetrabajo: definir({
    coleccion: 'lpartetrabajo', metodo: 'lparteTrabajo', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'línea de parte', plural: 'Líneas de parte', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['partetrabajo'],
    mutadores: ['insert', 'update', 'delete'], editables: ['unidades', 'precio', 'dto', 'descripcion', 'numserie', 'estado'],
  }),
  ordentrabajo: definir({
    coleccion: 'ordentrabajo', metodo: 'ordenTrabajo', idtabla: 267, apps: ['tecnicos'],
    nombre: { singular: 'orden de trabajo', plural: 'Órdenes de trabajo', genero: 'femenino' },
    referencia: (d) => con('Orden', d.numero), principal: true,
    mutadores: ['update'], editables: ['observaciones', 'descripcion', 'prioridad'],
  }),
  lordentrabajo: definir({
    coleccion: 'lordentrabajo', metodo: 'lordenTrabajo', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'línea de orden', plural: 'Líneas de orden', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['ordentrabajo'],
    mutadores: [], editables: [],
  }),
  accionejec: definir({
    coleccion: 'accionejec', metodo: 'accionEjec', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'acción ejecutada', plural: 'Acciones ejecutadas', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['partetrabajo'],
    mutadores: ['insert', 'update'], editables: ['estado', 'observaciones'],
  }),
  sistema: definir({
    coleccion: 'sistema', metodo: 'sistema', idtabla: 96, apps: ['tecnicos'],
    nombre: { singular: 'sistema', plural: 'Sistemas', genero: 'masculino' },
    referencia: (d) => con('Sistema', d.numero), principal: true,
    mutadores: ['update'], editables: ['observaciones', 'descripcion', 'tipo'],
  }),
  materialsistema: definir({
    coleccion: 'materialsistema', metodo: 'materialSistema', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'material de sistema', plural: 'Material de los sistemas', genero: 'masculino' },
    referencia: (d) => juntos(texto(d.descripcion), texto(d.numserie) && `(n.º de serie ${texto(d.numserie)})`), padres: ['sistema'],
    mutadores: ['insert', 'update'], editables: ['numserie', 'ubicacion', 'estado', 'descripcion'],
  }),
  cliente: definir({
    coleccion: 'cliente', metodo: 'cliente', idtabla: 9, apps: ['tecnicos', 'comerciales'],
    nombre: { singular: 'cliente', plural: 'Clientes', genero: 'masculino' },
    referencia: (d) => con('Cliente', d.nombre) ?? con('Cliente', d.codigo), principal: true,
    mutadores: ['update'], editables: ['observaciones', 'email', 'nif'],
  }),
  telefono: definir({
    coleccion: 'telefono', metodo: 'telefono', idtabla: null, apps: ['tecnicos', 'comerciales'],
    nombre: { singular: 'teléfono', plural: 'Teléfonos', genero: 'masculino' },
    referencia: (d) => con('Teléfono', d.numero), padres: ['sistema', 'cliente'],
    mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'estado'],
  }),
  direccion: definir({
    coleccion: 'direccion', metodo: 'direccion', idtabla: null, apps: ['tecnicos', 'comerciales'],
    nombre: { singular: 'dirección', plural: 'Direcciones', genero: 'femenino' },
    padres: ['cliente'],
    mutadores: ['insert', 'update'], editables: ['direccion', 'cp', 'poblacion', 'provincia', 'observaciones', 'lat', 'lng', 'estado'],
  }),
  articulo: definir({
    coleccion: 'articulo', metodo: 'articulo', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'artículo', plural: 'Artículos', genero: 'masculino' },
    referencia: (d) => juntos(texto(d.descripcion), texto(d.codigo) && `(${texto(d.codigo)})`), principal: true,
    mutadores: [], editables: [],
  }),
  almacen: definir({
    coleccion: 'almacen', metodo: 'almacen', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'almacén', plural: 'Almacenes', genero: 'masculino' },
    referencia: (d) => texto(d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  tecnico: definir({
    coleccion: 'tecnico', metodo: 'tecnico', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'técnico', plural: 'Técnicos', genero: 'masculino' },
    referencia: (d) => texto(d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  parametro: definir({
    coleccion: 'parametro', metodo: 'parametro', idtabla: null, apps: TODAS,
    nombre: { singular: 'parámetro', plural: 'Parámetros', genero: 'masculino' },
    referencia: (d) => texto(d.descripcion) ?? texto(d.clave), principal: true,
    mutadores: [], editables: [],
  }),
  // Alta con contenido: fichero.subirSync (replication/mutadores/tecnico.ts).
  fichero: definir({
    coleccion: 'fichero', metodo: 'fichero', idtabla: null, apps: TODAS,
    nombre: { singular: 'fichero', plural: 'Ficheros', genero: 'masculino' },
    referencia: (d) => texto(d.nombre), porIdtabla: true,
    mutadores: ['delete'], editables: [],
  }),
  tiempotrabajado: definir({
    coleccion: 'tiempotrabajado', metodo: 'tiempoTrabajado', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'tiempo trabajado', plural: 'Tiempos trabajados', genero: 'masculino' },
    padres: ['partetrabajo'],
    mutadores: ['insert', 'update', 'delete'], editables: ['fin', 'minutos', 'observaciones', 'estado'],
  }),
  delegacion: definir({
    coleccion: 'delegacion', metodo: 'delegacion', idtabla: null, apps: TODAS,
    nombre: { singular: 'delegación', plural: 'Delegaciones', genero: 'femenino' },
    referencia: (d) => texto(d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  empleado: definir({
    coleccion: 'empleado', metodo: 'empleado', idtabla: 30, apps: TODAS,
    nombre: { singular: 'empleado', plural: 'Empleados', genero: 'masculino' },
    referencia: (d) => juntos(texto(d.nombre), texto(d.apellidos)), principal: true,
    mutadores: [], editables: [],
  }),
  lordentrabajodetalle: definir({
    coleccion: 'lordentrabajodetalle', metodo: 'lordenTrabajoDetalle', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'escandallo de línea de orden', plural: 'Escandallos de las líneas de orden', genero: 'masculino' },
    padres: ['lordentrabajo'],
    mutadores: [], editables: [],
  }),
  plantillaarticulo: definir({
    coleccion: 'plantillaarticulo', metodo: 'plantillaArticulo', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'plantilla de artículos', plural: 'Plantillas de artículos', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), principal: true,
    mutadores: [], editables: [],
  }),
  lplantillaarticulo: definir({
    coleccion: 'lplantillaarticulo', metodo: 'lplantillaArticulo', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'línea de plantilla de artículos', plural: 'Líneas de las plantillas de artículos', genero: 'femenino' },
    padres: ['plantillaarticulo'],
    mutadores: [], editables: [],
  }),
  // Las existencias solo cambian con movimientos (parteTrabajo.instalarMaterialSync y los de almacén).
  stock: definir({
    coleccion: 'stock', metodo: 'stock', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'existencias', plural: 'Existencias', genero: 'femenino' },
    padres: ['almacen'],
    mutadores: [], editables: [],
  }),
  movimientostock: definir({
    coleccion: 'movimientostock', metodo: 'movimientoStock', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'movimiento de existencias', plural: 'Movimientos de existencias', genero: 'masculino' },
    padres: ['partetrabajo', 'almacen'],
    mutadores: [], editables: [],
  }),
  solicitudmaterial: definir({
    coleccion: 'solicitudmaterial', metodo: 'solicitudMaterial', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'solicitud de material', plural: 'Solicitudes de material', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['partetrabajo'],
    mutadores: ['insert', 'update', 'delete'], editables: ['unidades', 'observaciones', 'estado'],
  }),
  partetrabajotecnico: definir({
    coleccion: 'partetrabajotecnico', metodo: 'parteTrabajoTecnico', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'técnico del parte', plural: 'Técnicos de los partes', genero: 'masculino' },
    padres: ['partetrabajo'],
    mutadores: ['insert', 'delete'], editables: [],
  }),
  nota: definir({
    coleccion: 'nota', metodo: 'nota', idtabla: null, apps: TODAS,
    nombre: { singular: 'nota', plural: 'Notas', genero: 'femenino' },
    porIdtabla: true,
    mutadores: ['insert', 'update', 'delete'], editables: ['texto'],
  }),
  // cobro.insertSync está escrito a mano (replication/mutadores/index.ts): comprueba que el recibo es único.
  cobro: definir({
    coleccion: 'cobro', metodo: 'cobro', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'cobro', plural: 'Cobros', genero: 'masculino' },
    padres: ['partetrabajo'],
    mutadores: [], editables: [],
  }),
  // El alta es parteTrabajo.descargarSync (comprueba que el técnico puede ver el parte).
  partedescargado: definir({
    coleccion: 'partedescargado', metodo: 'parteDescargado', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'parte descargado', plural: 'Partes descargados', genero: 'masculino' },
    padres: ['partetrabajo'],
    mutadores: ['delete'], editables: [],
  }),
  firma: definir({
    coleccion: 'firma', metodo: 'firma', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'firma', plural: 'Firmas', genero: 'femenino' },
    porIdtabla: true,
    mutadores: ['insert', 'delete'], editables: [],
  }),
  // Sistemas (issue 6): revisiones periódicas, vías de comunicación con la CRA, cuotas, zonas y avisos al cliente.
  revisionsistema: definir({
    coleccion: 'revisionsistema', metodo: 'revisionSistema', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'revisión de sistema', plural: 'Revisiones de los sistemas', genero: 'femenino' },
    padres: ['sistema'],
    mutadores: ['insert', 'update', 'delete'], editables: ['fecha_prevista', 'fecha_realizada', 'idparte_trabajo', 'observaciones', 'estado'],
  }),
  viacomunicacion: definir({
    coleccion: 'viacomunicacion', metodo: 'viaComunicacion', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'vía de comunicación', plural: 'Vías de comunicación', genero: 'femenino' },
    referencia: (d) => con('Vía', d.numero), padres: ['sistema'],
    mutadores: ['insert', 'update', 'delete'], editables: ['tipo', 'numero', 'cra', 'prioridad', 'observaciones', 'estado'],
  }),
  cuotasistema: definir({
    coleccion: 'cuotasistema', metodo: 'cuotaSistema', idtabla: null, apps: ['comerciales', 'tecnicos'],
    nombre: { singular: 'cuota de sistema', plural: 'Cuotas de los sistemas', genero: 'femenino' },
    referencia: (d) => con('Cuota', d.concepto), padres: ['sistema'],
    mutadores: ['insert', 'update', 'delete'], editables: ['concepto', 'importe', 'periodicidad', 'fecha_alta', 'fecha_baja', 'estado'],
  }),
  subsis: definir({
    coleccion: 'subsis', metodo: 'subsis', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'subsistema', plural: 'Subsistemas', genero: 'masculino' },
    referencia: (d) => juntos(con('Subsistema', d.numero), texto(d.descripcion) && `(${texto(d.descripcion)})`), padres: ['sistema'],
    mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'ubicacion', 'estado'],
  }),
  clienteaviso: definir({
    coleccion: 'clienteaviso', metodo: 'clienteAviso', idtabla: null, apps: ['comerciales', 'tecnicos'],
    nombre: { singular: 'aviso al cliente', plural: 'Avisos a clientes', genero: 'masculino' },
    padres: ['cliente'],
    mutadores: ['update'], editables: ['leido'],
  }),
  // Colocar y quitar material en el plano: planoMaterial.colocarSync / quitarSync (replication/mutadores/sistemas.ts).
  planomaterial: definir({
    coleccion: 'planomaterial', metodo: 'planoMaterial', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'material en el plano', plural: 'Material en los planos', genero: 'masculino' },
    padres: ['sistema'],
    mutadores: [], editables: [],
  }),
  // Checklists (issue 6): respuestas, firma, reabrir y marcar todo correcto son mutadores con reglas
  // (replication/mutadores/checklist.ts) que recalculan el resultado. La pregunta lleva idtabla para sus adjuntos.
  checklistot: definir({
    coleccion: 'checklistot', metodo: 'checklistOt', idtabla: 281, apps: ['tecnicos'],
    nombre: { singular: 'checklist', plural: 'Checklists', genero: 'femenino' },
    referencia: (d) => con('Checklist', texto(d.descripcion) && `«${texto(d.descripcion)}»`), padres: ['partetrabajo'],
    mutadores: [], editables: [],
  }),
  grupochecklistot: definir({
    coleccion: 'grupochecklistot', metodo: 'grupoChecklistOt', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'grupo de checklist', plural: 'Grupos de checklist', genero: 'masculino' },
    referencia: (d) => texto(d.descripcion), padres: ['checklistot'],
    mutadores: [], editables: [],
  }),
  preguntachecklistot: definir({
    coleccion: 'preguntachecklistot', metodo: 'preguntaChecklistOt', idtabla: 283, apps: ['tecnicos'],
    nombre: { singular: 'pregunta de checklist', plural: 'Preguntas de checklist', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['checklistot'],
    mutadores: [], editables: [],
  }),
  tanomaliachecklistot: definir({
    coleccion: 'tanomaliachecklistot', metodo: 'tanomaliaChecklistOt', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'tipo de anomalía', plural: 'Tipos de anomalía', genero: 'masculino' },
    referencia: (d) => texto(d.descripcion), principal: true,
    mutadores: [], editables: [],
  }),
  gradoanomalia: definir({
    coleccion: 'gradoanomalia', metodo: 'gradoAnomalia', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'grado de anomalía', plural: 'Grados de anomalía', genero: 'masculino' },
    referencia: (d) => texto(d.descripcion), principal: true,
    mutadores: [], editables: [],
  }),
  accioncorrectoraot: definir({
    coleccion: 'accioncorrectoraot', metodo: 'accionCorrectoraOt', idtabla: null, apps: ['tecnicos'],
    nombre: { singular: 'acción correctora', plural: 'Acciones correctoras', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['checklistot'],
    mutadores: [], editables: [],
  }),
  // Datos personalizados (issue 6): definiciones globales; los valores solo con dato.guardarSync
  // (replication/mutadores/datos.ts), que los valida contra las definiciones en los dos lados.
  campodato: definir({
    coleccion: 'campodato', metodo: 'campoDato', idtabla: null, apps: TODAS,
    nombre: { singular: 'campo de datos personalizados', plural: 'Campos de datos personalizados', genero: 'masculino' },
    referencia: (d) => texto(d.etiqueta), principal: true,
    mutadores: [], editables: [],
  }),
  dato: definir({
    coleccion: 'dato', metodo: 'dato', idtabla: null, apps: TODAS,
    nombre: { singular: 'dato personalizado', plural: 'Datos personalizados', genero: 'masculino' },
    porIdtabla: true,
    mutadores: [], editables: [],
  }),
  // Comerciales (issue 14, decisión 42): prospectos con sus teléfonos y direcciones, cuentas, representantes,
  // estudios financieros, facturas (solo lectura), operaciones con líneas y contactos, citas y la cartera.
  clientepotencial: definir({
    coleccion: 'clientepotencial', metodo: 'clientePotencial', idtabla: 10, apps: ['comerciales'],
    nombre: { singular: 'cliente potencial', plural: 'Clientes potenciales', genero: 'masculino' },
    referencia: (d) => con('Cliente potencial', d.nombre) ?? con('Cliente potencial', d.codigo), principal: true,
    mutadores: ['insert', 'update'], editables: ['nombre', 'nif', 'email', 'actividad', 'origen', 'interes', 'idcomercial', 'observaciones', 'estado'],
  }),
  telefonopotencial: definir({
    coleccion: 'telefonopotencial', metodo: 'telefonoPotencial', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'teléfono del cliente potencial', plural: 'Teléfonos de clientes potenciales', genero: 'masculino' },
    referencia: (d) => con('Teléfono', d.numero), padres: ['clientepotencial'],
    mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'estado'],
  }),
  direccionpotencial: definir({
    coleccion: 'direccionpotencial', metodo: 'direccionPotencial', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'dirección del cliente potencial', plural: 'Direcciones de clientes potenciales', genero: 'femenino' },
    padres: ['clientepotencial'],
    mutadores: ['insert', 'update', 'delete'], editables: ['tipo', 'direccion', 'cp', 'poblacion', 'provincia', 'lat', 'lng', 'observaciones', 'estado'],
  }),
  cuentabancaria: definir({
    coleccion: 'cuentabancaria', metodo: 'cuentaBancaria', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'cuenta bancaria', plural: 'Cuentas bancarias', genero: 'femenino' },
    referencia: (d) => con('Cuenta', d.iban), padres: ['cliente', 'clientepotencial'],
    mutadores: ['insert', 'update', 'delete'], editables: ['iban', 'titular', 'bic', 'remesable', 'fmandato', 'referencia_mandato', 'observaciones', 'estado'],
  }),
  representante: definir({
    coleccion: 'representante', metodo: 'representante', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'representante', plural: 'Representantes', genero: 'masculino' },
    referencia: (d) => con('Representante', d.nombre), padres: ['cliente', 'clientepotencial'],
    mutadores: ['insert', 'update', 'delete'], editables: ['nombre', 'dni', 'cargo', 'telefono', 'email', 'observaciones', 'estado'],
  }),
  estudiofinanciero: definir({
    coleccion: 'estudiofinanciero', metodo: 'estudioFinanciero', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'estudio financiero', plural: 'Estudios financieros', genero: 'masculino' },
    padres: ['cliente', 'clientepotencial'],
    mutadores: ['insert', 'update', 'delete'], editables: ['fecha', 'entidad', 'resultado', 'limite_credito', 'calificacion', 'observaciones', 'estado'],
  }),
  // Las facturas las emite la administración: en el dispositivo se leen.
  factura: definir({
    coleccion: 'factura', metodo: 'factura', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'factura', plural: 'Facturas', genero: 'femenino' },
    referencia: (d) => con('Factura', d.numero), padres: ['cliente'],
    mutadores: [], editables: [],
  }),
  operacioncrm: definir({
    coleccion: 'operacioncrm', metodo: 'operacionCrm', idtabla: 117, apps: ['comerciales'],
    nombre: { singular: 'operación', plural: 'Operaciones', genero: 'femenino' },
    referencia: (d) => con('Operación', texto(d.titulo) && `«${texto(d.titulo)}»`), principal: true,
    mutadores: ['insert', 'update'], editables: ['titulo', 'descripcion', 'idcomercial', 'etapa', 'probabilidad', 'fprevista_cierre', 'fcierre', 'motivo_perdida', 'origen', 'importe_estimado', 'estado'],
  }),
  loperacioncrm: definir({
    coleccion: 'loperacioncrm', metodo: 'loperacionCrm', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'línea de operación', plural: 'Líneas de operación', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['operacioncrm'],
    mutadores: ['insert', 'update', 'delete'], editables: ['idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'estado'],
  }),
  contactooperacion: definir({
    coleccion: 'contactooperacion', metodo: 'contactoOperacion', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'contacto de la operación', plural: 'Contactos de las operaciones', genero: 'masculino' },
    padres: ['operacioncrm'],
    mutadores: ['insert', 'update', 'delete'], editables: ['fecha', 'tipo', 'persona', 'resumen', 'estado'],
  }),
  cita: definir({
    coleccion: 'cita', metodo: 'cita', idtabla: 118, apps: ['comerciales'],
    nombre: { singular: 'cita', plural: 'Citas', genero: 'femenino' },
    referencia: (d) => con('Cita', texto(d.asunto) && `«${texto(d.asunto)}»`), principal: true,
    mutadores: ['insert', 'update', 'delete'], editables: ['asunto', 'tipo', 'inicio', 'fin', 'lugar', 'idcomercial', 'realizada', 'observaciones', 'estado'],
  }),
  clientecomercial: definir({
    coleccion: 'clientecomercial', metodo: 'clienteComercial', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'comercial del cliente', plural: 'Cartera de clientes', genero: 'masculino' },
    padres: ['cliente'],
    mutadores: ['insert', 'update'], editables: ['idcomercial', 'desde', 'estado'],
  }),
  // Bandeja de salida (issue 14): solo `correo.enviarSync` (replication/mutadores/correo.ts); el servidor marca el envío.
  correo: definir({
    coleccion: 'correo', metodo: 'correo', idtabla: null, apps: ['tecnicos', 'comerciales'],
    nombre: { singular: 'correo', plural: 'Bandeja de salida', genero: 'masculino' },
    referencia: (d) => con('Correo', texto(d.asunto) && `«${texto(d.asunto)}»`), porIdtabla: true,
    mutadores: [], editables: [],
  }),
  // Presupuestos y contratos (issue 15): alta, estados, aceptación, revisiones, cuotas repartidas y el contrato
  // son mutadores con reglas (replication/mutadores/presupuestos.ts); lo que cuelga del presupuesto usa los
  // genéricos con sus reglas de escritura (solo mientras el presupuesto es editable; las líneas recalculan el total).
  presupuestocli: definir({
    coleccion: 'presupuestocli', metodo: 'presupuestoCli', idtabla: 106, apps: ['comerciales'],
    nombre: { singular: 'presupuesto', plural: 'Presupuestos', genero: 'masculino' },
    referencia: (d) => con('Presupuesto', d.numero), principal: true,
    mutadores: ['update'], editables: ['titulo', 'fvalidez', 'iddireccion_instalacion', 'forma_pago', 'forma_pago_cuotas', 'idcuenta_bancaria', 'condiciones', 'observaciones', 'idoperacioncrm', 'idcomercial'],
  }),
  lpresupuestocli: definir({
    coleccion: 'lpresupuestocli', metodo: 'lpresupuestoCli', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'línea de presupuesto', plural: 'Líneas de presupuesto', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['presupuestocli'],
    mutadores: ['insert', 'update', 'delete'], editables: ['idsubsis_presupuesto', 'idarticulo', 'descripcion', 'unidades', 'precio', 'dto', 'iva', 'orden'],
  }),
  cuotapresupuesto: definir({
    coleccion: 'cuotapresupuesto', metodo: 'cuotaPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'cuota del presupuesto', plural: 'Cuotas de presupuesto', genero: 'femenino' },
    referencia: (d) => con('Cuota', d.numero), padres: ['presupuestocli'],
    mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'fecha', 'importe', 'forma_pago'],
  }),
  ubicacionpresupuesto: definir({
    coleccion: 'ubicacionpresupuesto', metodo: 'ubicacionPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'ubicación', plural: 'Ubicaciones de presupuesto', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['presupuestocli'],
    mutadores: ['insert', 'update', 'delete'], editables: ['idlpresupuestocli', 'descripcion', 'planta', 'unidades', 'observaciones'],
  }),
  subsispresupuesto: definir({
    coleccion: 'subsispresupuesto', metodo: 'subsisPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'subsistema del presupuesto', plural: 'Subsistemas de presupuesto', genero: 'masculino' },
    referencia: (d) => juntos(con('Subsistema', d.numero), entreParentesis(d.descripcion)), padres: ['presupuestocli'],
    mutadores: ['insert', 'update', 'delete'], editables: ['numero', 'descripcion', 'observaciones'],
  }),
  mantpresupuesto: definir({
    coleccion: 'mantpresupuesto', metodo: 'mantPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'mantenimiento', plural: 'Mantenimientos de presupuesto', genero: 'masculino' },
    referencia: (d) => con('Mantenimiento', citado(d.concepto)), padres: ['presupuestocli'],
    mutadores: ['insert', 'update', 'delete'], editables: ['concepto', 'periodicidad', 'importe', 'observaciones'],
  }),
  revisionpresupuesto: definir({
    coleccion: 'revisionpresupuesto', metodo: 'revisionPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'revisión del presupuesto', plural: 'Revisiones de presupuesto', genero: 'femenino' },
    referencia: (d) => con('Revisión', d.numero), padres: ['presupuestocli'],
    mutadores: [], editables: [],
  }),
  plantillapresupuesto: definir({
    coleccion: 'plantillapresupuesto', metodo: 'plantillaPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'plantilla de presupuesto', plural: 'Plantillas de presupuesto', genero: 'femenino' },
    referencia: (d) => con('Plantilla', citado(d.nombre)), principal: true,
    mutadores: [], editables: [],
  }),
  lplantillapresupuesto: definir({
    coleccion: 'lplantillapresupuesto', metodo: 'lplantillaPresupuesto', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'línea de plantilla de presupuesto', plural: 'Líneas de plantilla de presupuesto', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['plantillapresupuesto'],
    mutadores: [], editables: [],
  }),
  contrato: definir({
    coleccion: 'contrato', metodo: 'contrato', idtabla: 233, apps: ['comerciales'],
    nombre: { singular: 'contrato', plural: 'Contratos', genero: 'masculino' },
    referencia: (d) => con('Contrato', d.numero), principal: true,
    mutadores: ['update'], editables: ['titulo', 'duracion_meses', 'fecha_fin', 'renovacion_automatica', 'idcuenta_bancaria', 'observaciones', 'estado'],
  }),
  cuotacontrato: definir({
    coleccion: 'cuotacontrato', metodo: 'contratoCuota', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'cuota del contrato', plural: 'Cuotas de contrato', genero: 'femenino' },
    referencia: (d) => con('Cuota', d.numero), padres: ['contrato'],
    mutadores: ['update'], editables: ['fecha', 'forma_pago', 'cobrada', 'fcobro', 'observaciones'],
  }),
  serviciocontratado: definir({
    coleccion: 'serviciocontratado', metodo: 'servicioContratado', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'servicio contratado', plural: 'Servicios contratados', genero: 'masculino' },
    referencia: (d) => con('Servicio', citado(d.concepto)), padres: ['contrato'],
    mutadores: ['insert', 'update'], editables: ['concepto', 'periodicidad', 'importe', 'fecha_baja', 'observaciones', 'estado'],
  }),
  materialcontrato: definir({
    coleccion: 'materialcontrato', metodo: 'materialContrato', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'material del contrato', plural: 'Materiales de contrato', genero: 'masculino' },
    referencia: (d) => texto(d.descripcion), padres: ['contrato'],
    mutadores: [], editables: [],
  }),
  // Sobres de firma (issue 15): los crea, reenvía y cancela el servidor (sobre.enviar, sobre.reenviar, sobre.cancelar, con red).
  sobre: definir({
    coleccion: 'sobre', metodo: 'sobre', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'sobre de firma', plural: 'Sobres de firma', genero: 'masculino' },
    referencia: (d) => con('Sobre', citado(d.asunto)), padres: ['presupuestocli'],
    mutadores: [], editables: [],
  }),
  destinatariosobre: definir({
    coleccion: 'destinatariosobre', metodo: 'destinatarioSobre', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'destinatario del sobre', plural: 'Destinatarios de sobres', genero: 'masculino' },
    referencia: (d) => texto(d.nombre), padres: ['sobre'],
    mutadores: [], editables: [],
  }),
  enviosobre: definir({
    coleccion: 'enviosobre', metodo: 'envioSobre', idtabla: null, apps: ['comerciales'],
    nombre: { singular: 'envío del sobre', plural: 'Envíos de sobres', genero: 'masculino' },
    padres: ['sobre'],
    mutadores: [], editables: [],
  }),
  // Vigilantes y custodia de llaves (issue 16, decisión 50). Puestos, servicios, turnos, rondas y puntos los
  // mantiene la supervisión; el cuadrante se guarda entero con cuadrante.guardarSync (sus reglas); rondas,
  // partes de novedad y movimientos de llaves llevan la hora del servidor al recibirlos (sus mutadores).
  vigilante: definir({
    coleccion: 'vigilante', metodo: 'vigilante', idtabla: null, apps: TODAS,
    nombre: { singular: 'vigilante', plural: 'Vigilantes', genero: 'masculino' },
    referencia: (d) => texto(d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  puestoservicio: definir({
    coleccion: 'puestoservicio', metodo: 'puestoServicio', idtabla: 240, apps: ['vigilantes'],
    nombre: { singular: 'puesto de servicio', plural: 'Puestos de servicio', genero: 'masculino' },
    referencia: (d) => con('Puesto', texto(d.nombre)) ?? con('Puesto', d.codigo), principal: true,
    mutadores: ['update'], editables: ['telefono', 'contacto', 'consignas', 'observaciones'],
  }),
  puestoservicioservicio: definir({
    coleccion: 'puestoservicioservicio', metodo: 'puestoServicioServicio', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'servicio del puesto', plural: 'Servicios de los puestos', genero: 'masculino' },
    referencia: (d) => con('Servicio', texto(d.descripcion) && `«${texto(d.descripcion)}»`), padres: ['puestoservicio'],
    mutadores: ['insert', 'update', 'delete'], editables: ['descripcion', 'tipo', 'hora_inicio', 'hora_fin', 'dias', 'vigilantes', 'fecha_alta', 'fecha_baja', 'observaciones', 'estado'],
  }),
  turnopuesto: definir({
    coleccion: 'turnopuesto', metodo: 'turnoPuesto', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'turno', plural: 'Turnos de los puestos', genero: 'masculino' },
    referencia: (d) => juntos(con('Turno', d.codigo), texto(d.descripcion) && `(${texto(d.descripcion)})`), padres: ['puestoservicio'],
    mutadores: ['insert', 'update', 'delete'], editables: ['codigo', 'descripcion', 'hora_inicio', 'hora_fin', 'observaciones', 'estado'],
  }),
  puestovigilante: definir({
    coleccion: 'puestovigilante', metodo: 'puestoVigilante', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'vigilante del puesto', plural: 'Vigilantes de los puestos', genero: 'masculino' },
    padres: ['puestoservicio'],
    mutadores: ['insert', 'update'], editables: ['desde', 'hasta', 'estado'],
  }),
  cuadranteturno: definir({
    coleccion: 'cuadranteturno', metodo: 'cuadrante', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'turno del cuadrante', plural: 'Cuadrantes', genero: 'masculino' },
    padres: ['puestoservicio'],
    mutadores: [], editables: [],
  }),
  rondaprogramada: definir({
    coleccion: 'rondaprogramada', metodo: 'rondaProgramada', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'ronda programada', plural: 'Rondas programadas', genero: 'femenino' },
    referencia: (d) => con('Ronda', d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  puntoronda: definir({
    coleccion: 'puntoronda', metodo: 'puntoRonda', idtabla: null, apps: ['vigilantes'],
    nombre: { singular: 'punto de control', plural: 'Puntos de control', genero: 'masculino' },
    referencia: (d) => juntos(con('Punto', texto(d.nombre) && `«${texto(d.nombre)}»`), texto(d.codigo) && `(${texto(d.codigo)})`), padres: ['rondaprogramada'],
    mutadores: [], editables: [],
  }),
  rondarealizada: definir({
    coleccion: 'rondarealizada', metodo: 'rondaRealizada', idtabla: 260, apps: ['vigilantes'],
    nombre: { singular: 'ronda realizada', plural: 'Rondas realizadas', genero: 'femenino' },
    padres: ['rondaprogramada'],
    mutadores: [], editables: [],
  }),
  rondacheck: definir({
    coleccion: 'rondacheck', metodo: 'rondaCheck', idtabla: 261, apps: ['vigilantes'],
    nombre: { singular: 'lectura de punto', plural: 'Lecturas de puntos de control', genero: 'femenino' },
    padres: ['rondarealizada'],
    mutadores: ['update'], editables: ['observaciones'],
  }),
  partenovedad: definir({
    coleccion: 'partenovedad', metodo: 'parteNovedad', idtabla: 250, apps: ['vigilantes'],
    nombre: { singular: 'parte de novedad', plural: 'Partes de novedad', genero: 'masculino' },
    referencia: (d) => con('Parte de novedad', d.numero), principal: true,
    mutadores: ['update'], editables: ['titulo', 'descripcion', 'gravedad', 'avisados'],
  }),
  novedad: definir({
    coleccion: 'novedad', metodo: 'novedad', idtabla: 251, apps: ['vigilantes'],
    nombre: { singular: 'novedad', plural: 'Novedades', genero: 'femenino' },
    referencia: (d) => juntos(con('Novedad', d.hora), texto(d.descripcion)), padres: ['partenovedad'],
    mutadores: ['insert', 'update', 'delete'], editables: ['hora', 'tipo', 'descripcion', 'actuacion'],
  }),
  llavero: definir({
    coleccion: 'llavero', metodo: 'llavero', idtabla: 270, apps: ['custodiaLlaves', 'vigilantes'],
    nombre: { singular: 'llavero', plural: 'Llaveros', genero: 'masculino' },
    referencia: (d) => con('Llavero', d.codigo), principal: true,
    mutadores: ['update'], editables: ['descripcion', 'ubicacion', 'numero_llaves', 'observaciones'],
  }),
  movimientollave: definir({
    coleccion: 'movimientollave', metodo: 'movimientoLlave', idtabla: 271, apps: ['custodiaLlaves', 'vigilantes'],
    nombre: { singular: 'movimiento de llavero', plural: 'Movimientos de llaveros', genero: 'masculino' },
    padres: ['llavero'],
    mutadores: [], editables: [],
  }),
  // Almacén, presencia y caja (issue 17, decisión 51). Los pedidos los crea la administración; servir es
  // pedido.servirSync (replication/mutadores/almacen.ts), que escribe entregas, líneas y existencias.
  pedidocli: definir({
    coleccion: 'pedidocli', metodo: 'pedidoCli', idtabla: 280, apps: ['almacen'],
    nombre: { singular: 'pedido', plural: 'Pedidos', genero: 'masculino' },
    referencia: (d) => con('Pedido', d.numero), principal: true,
    mutadores: [], editables: [],
  }),
  lpedidocli: definir({
    coleccion: 'lpedidocli', metodo: 'lpedidoCli', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'línea de pedido', plural: 'Líneas de pedido', genero: 'femenino' },
    referencia: (d) => texto(d.descripcion), padres: ['pedidocli'],
    mutadores: [], editables: [],
  }),
  entregapedido: definir({
    coleccion: 'entregapedido', metodo: 'entregaPedido', idtabla: null, apps: ['almacen'],
    nombre: { singular: 'entrega de pedido', plural: 'Entregas de pedidos', genero: 'femenino' },
    padres: ['pedidocli'],
    mutadores: [], editables: [],
  }),
  // El fichaje nunca se edita ni se borra: presencia.registrarSync y presencia.corregirSync (un fichaje nuevo).
  presencia: definir({
    coleccion: 'presencia', metodo: 'presencia', idtabla: null, apps: ['presencia'],
    nombre: { singular: 'fichaje', plural: 'Fichajes', genero: 'masculino' },
    referencia: referenciaFichaje, principal: true,
    mutadores: [], editables: [],
  }),
  caja: definir({
    coleccion: 'caja', metodo: 'caja', idtabla: null, apps: ['tecnicos', 'almacen'],
    nombre: { singular: 'caja', plural: 'Cajas', genero: 'femenino' },
    referencia: (d) => texto(d.nombre), principal: true,
    mutadores: [], editables: [],
  }),
  movimientocaja: definir({
    coleccion: 'movimientocaja', metodo: 'movimientoCaja', idtabla: 290, apps: ['tecnicos', 'almacen'],
    nombre: { singular: 'movimiento de caja', plural: 'Movimientos de caja', genero: 'masculino' },
    referencia: (d) => con('Movimiento', texto(d.concepto) && `«${texto(d.concepto)}»`), padres: ['caja'],
    mutadores: ['insert', 'update'], editables: ['tipo', 'fecha', 'importe', 'concepto', 'categoria', 'observaciones', 'estado'],
  }),
} satisfies { [C in Coleccion]: Entidad<C> };

export const colecciones = Object.keys(esquemasSincronizados) as Coleccion[];
export const coleccionesLocales = Object.keys(esquemasLocales) as ColeccionLocal[];

/** Un valor por colección sincronizada, sacado de su entrada: así un mapa derivado está completo por construcción. */
export const porColeccion = <T>(f: (c: Coleccion) => T): Record<Coleccion, T> =>
  Object.fromEntries(colecciones.map((c) => [c, f(c)])) as Record<Coleccion, T>;

export const esColeccion = (x: string): x is Coleccion => Object.prototype.hasOwnProperty.call(esquemasSincronizados, x);

/** Clave primaria de un documento de la colección. */
export const claveDe = (c: Coleccion): string => entidades[c].clave;

/**
 * fecha_desc: clave ascendente que ordena de más reciente a más antigua (el planificador de RxDB no usa
 * índices en orden descendente), desempatada por id.
 */
export const claveDescendente = (fecha: string, id: string): string => {
  const digitos = fecha.replace(/-/g, '').padEnd(8, '0').slice(0, 8);
  const inverso = String(99999999 - Number(digitos)).padStart(8, '0');
  return `${inverso}|${id}`;
};

/**
 * Redondeo monetario a 2 decimales e importe de una línea (precio × (1 − dto/100) × unidades), exactos
 * al céntimo y con la mitad lejos del cero: schemas/dinero.ts (decisión 53).
 */
export { importeLinea, redondear2 } from './dinero';

/**
 * Campos derivados que se recalculan en cada escritura, igual en el cliente que en el servidor:
 * fecha_desc de partes y órdenes, importe de las líneas.
 */
export const derivar = (c: Coleccion, doc: Record<string, unknown>): Record<string, unknown> => {
  if ((c === 'partetrabajo' || c === 'ordentrabajo') && typeof doc.fecha === 'string') {
    return { ...doc, fecha_desc: claveDescendente(doc.fecha, String(doc[claveDe(c)])) };
  }
  if ((c === 'lpartetrabajo' || c === 'lordentrabajo' || c === 'loperacioncrm' || c === 'lpresupuestocli') && typeof doc.precio === 'number' && typeof doc.dto === 'number' && typeof doc.unidades === 'number') {
    return { ...doc, importe: importeLinea(doc.precio, doc.dto, doc.unidades) };
  }
  return doc;
};

/** Id del documento de existencias de un artículo en un almacén (el mismo en todos los dispositivos). */
export const idStock = (idalmacen: string, idarticulo: string): string => `${idalmacen}-${idarticulo}`;

/**
 * Número de recibo de un cobro, asignado en el dispositivo aunque no haya conexión: técnico, fecha y
 * los 8 primeros caracteres hexadecimales del id del cobro (UUID v4). El servidor rechaza un recibo
 * repetido, así que la unicidad no depende de la suerte.
 */
export const numeroRecibo = (idtecnico: string, fecha: string, idcobro: string): string =>
  `R${idtecnico}-${fecha.slice(0, 10).replace(/-/g, '')}-${idcobro.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

/** Módulos de la especificación por app. */
export const modulosApp: Record<AppId, number> = {
  comerciales: 5, tecnicos: 6, vigilantes: 7, custodiaLlaves: 8, almacen: 9, presencia: 12,
};
