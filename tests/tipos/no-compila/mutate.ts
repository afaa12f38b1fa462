/**
 * No compila (a propósito): `mutate` conoce el tipo de los parámetros de cada método. Cada línea marcada
 * con «no compila» tiene que dar un error de tipos (tests/tipos/no-compilan.test.ts).
 */
import type { VigiaDatabase } from '../../../replication/cliente';

export const llamadas = async (db: VigiaDatabase): Promise<void> => {
  // Bien.
  await db.mutate('parteTrabajo.updateSync', { id: '1', cambios: { observaciones: 'ok' } });
  await db.mutate('nota.deleteSync', { id: '1' });
  await db.mutate('checklistOt.reabrirSync', { idchecklist_ot: '1' });

  // Un método que no existe.
  await db.mutate('parteTrabajo.borrarTodo', { id: '1' }); // no compila
  // Un campo que el parte no tiene.
  await db.mutate('parteTrabajo.updateSync', { id: '1', cambios: { color: 'rojo' } }); // no compila
  // Un campo con el tipo equivocado.
  await db.mutate('parteTrabajo.updateSync', { id: '1', cambios: { estado: 'finalizado' } }); // no compila
  // Falta el id.
  await db.mutate('nota.deleteSync', {}); // no compila
  // Un alta con un documento a medias.
  await db.mutate('nota.insertSync', { doc: { idnota: '1' } }); // no compila
  // Los parámetros de un método con reglas salen de su esquema zod.
  await db.mutate('checklistOt.reabrirSync', { idchecklist: '1' }); // no compila
  // Un mutador genérico que la entidad no tiene (las órdenes no se borran).
  await db.mutate('ordenTrabajo.deleteSync', { id: '1' }); // no compila
};
