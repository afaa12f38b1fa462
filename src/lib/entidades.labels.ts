/**
 * Los nombres de las entidades salen de su entrada (`nombre` en `definir`, schemas/index.ts): aquí solo se
 * reparten en los mapas que usan las pantallas. Una entidad nueva no se añade aquí.
 */
import { entidades, porColeccion, type Coleccion, type ColeccionCualquiera, type ColeccionLocal, type Genero } from '../../schemas';

export type { Genero } from '../../schemas';

/** Nombre de cada entidad en singular, para mensajes ('Parte de trabajo modificado', 'Sistema (no está en este dispositivo)'). */
export const etiquetasEntidad: Readonly<Record<Coleccion, string>> = porColeccion((c) => entidades[c].nombre.singular);

/** Género gramatical de cada entidad, para concordar 'Nota añadida' / 'Teléfono añadido'. */
export const generoEntidad: Readonly<Record<Coleccion, Genero>> = porColeccion((c) => entidades[c].nombre.genero);

/** Las colecciones que solo existen en el dispositivo no son entidades: su nombre, aquí. */
const NOMBRES_LOCALES: Readonly<Record<ColeccionLocal, string>> = {
  syncupload: 'Cola de subida',
  sync: 'Estado de la sincronización',
  ficherocontenido: 'Contenido de los ficheros',
  indicebusqueda: 'Índices de búsqueda',
};

/**
 * Nombre de cada colección de la base del dispositivo en plural, tal como se muestra en una lista
 * ('Partes de trabajo', 'Cola de subida'): las sincronizadas y las que solo existen en el dispositivo.
 */
export const nombresColeccion: Readonly<Record<ColeccionCualquiera, string>> = {
  ...porColeccion((c) => entidades[c].nombre.plural),
  ...NOMBRES_LOCALES,
};

/**
 * Etiqueta de cada campo de los documentos y de los parámetros de los cambios, por su nombre (los
 * nombres son los mismos en todas las entidades: 'observaciones', 'idparte_trabajo'…). Los campos id
 * que apuntan a otro registro se nombran por ese registro ('idparte_trabajo' → 'Parte').
 */
export const etiquetasCampo: Readonly<Record<string, string>> = {
  observaciones: 'Observaciones',
  estado: 'Estado',
  fecha: 'Fecha',
  ffijada: 'Fecha fijada',
  descripcion: 'Descripción',
  clasificacion: 'Clasificación',
  numero: 'Número',
  unidades: 'Unidades',
  precio: 'Precio',
  dto: 'Descuento',
  importe: 'Importe',
  numserie: 'Número de serie',
  numserie_nuevo: 'Número de serie nuevo',
  ubicacion: 'Ubicación',
  prioridad: 'Prioridad',
  tipo: 'Tipo',
  email: 'Correo electrónico',
  nif: 'NIF',
  dni: 'DNI',
  nombre: 'Nombre',
  apellidos: 'Apellidos',
  codigo: 'Código',
  familia: 'Familia',
  texto: 'Texto',
  autor: 'Autor',
  lat: 'Latitud',
  lng: 'Longitud',
  precision: 'Precisión',
  sin_posicion: 'Sin posición',
  hora: 'Hora',
  direccion: 'Dirección',
  cp: 'Código postal',
  poblacion: 'Población',
  provincia: 'Provincia',
  inicio: 'Inicio',
  fin: 'Fin',
  minutos: 'Minutos',
  fecha_prevista: 'Fecha prevista',
  fecha_realizada: 'Fecha realizada',
  fecha_instalacion: 'Fecha de instalación',
  fecha_alta: 'Fecha de alta',
  fecha_baja: 'Fecha de baja',
  cra: 'Central receptora',
  concepto: 'Concepto',
  periodicidad: 'Periodicidad',
  leido: 'Leído',
  forma_pago: 'Forma de pago',
  recibo: 'Recibo',
  tamano: 'Tamaño',
  contenido: 'Contenido',
  imagen: 'Imagen',
  creado: 'Creado',
  opcion: 'Opción de cierre',
  motivo: 'Motivo',
  respuesta: 'Respuesta',
  realizada: 'Realizada',
  x: 'Posición horizontal',
  y: 'Posición vertical',
  lineas: 'Líneas',
  valores: 'Campos cambiados',
  clave: 'Clave',
  valor: 'Valor',
  idparte_trabajo: 'Parte',
  idorden_trabajo: 'Orden',
  idsistema: 'Sistema',
  idcliente: 'Cliente',
  iddireccion: 'Dirección',
  iddelegacion: 'Delegación',
  idtecnico: 'Técnico',
  idtecnico_destino: 'Técnico de destino',
  idempleado: 'Empleado',
  idarticulo: 'Artículo',
  idalmacen: 'Almacén',
  idalmacen_origen: 'Almacén de origen',
  idalmacen_destino: 'Almacén de destino',
  idplantilla_articulo: 'Plantilla',
  idmaterial_sistema: 'Material',
  idchecklist_ot: 'Checklist',
  idpregunta_checklist_ot: 'Pregunta',
  idtanomalia_checklist_ot: 'Tipo de anomalía',
  idgrado_anomalia: 'Grado de anomalía',
  idfichero: 'Fichero',
  idcampo_dato: 'Campo',
};

/** Primera letra en mayúscula: 'parte de trabajo' → 'Parte de trabajo'. */
export { mayuscula } from '../../schemas/entidad';

/** Primera letra en minúscula salvo en siglas: 'Observaciones' → 'observaciones', 'NIF' → 'NIF'. */
export const minuscula = (s: string): string => (s.length > 1 && s.charAt(1) === s.charAt(1).toUpperCase() && s.charAt(1) !== s.charAt(1).toLowerCase() ? s : s.charAt(0).toLowerCase() + s.slice(1));
