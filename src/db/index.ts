/** Base de datos local de Vigía (RxDB). */
export { crearBaseDatos, creadoresColecciones, esDesarrollo, nombreBaseDatos, prepararPlugins, type OpcionesBaseDatos } from './crear-base-datos';
export type { VigiaColecciones, VigiaDatabase, VigiaMetodos } from './tipos';
