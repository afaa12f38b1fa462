/**
 * Lo que comparten las pruebas de alcance de la demo (planos-datos, companeros-solicitudes-datos): buscar un
 * usuario de la demo por su login y decir si ve un documento con las mismas reglas que sync.pull.
 */
import type { Coleccion } from '../../../schemas';
import { cortan, etiquetasUsuario } from '../../sync/ambito';
import type { EtiquetasPorColeccion } from '../../sync/ambito-datos';
import type { DatosDemo, UsuarioDemo } from '../tipos';

export const usuarioDemo = (demo: DatosDemo, login: string): UsuarioDemo => {
  const u = demo.usuarios.find((x) => x.login === login);
  if (!u) throw new Error(`Sin usuario ${login}`);
  return u;
};

/** `ve(u, c, id)`: el documento `id` de `c` baja al dispositivo de `u` (sus etiquetas de ámbito cortan). */
export const veSegun =
  (etiquetas: EtiquetasPorColeccion) =>
  (u: UsuarioDemo, c: Coleccion, id: string): boolean =>
    cortan(etiquetas.get(c)?.get(id) ?? [], etiquetasUsuario(u, u.ambito));
