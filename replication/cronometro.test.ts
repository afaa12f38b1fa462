/**
 * Cerrar un parte con su cronómetro en marcha (issue 13, punto 7): ordenTrabajo.finalizarOt lo detiene con
 * el instante del cierre y anota los minutos, en cualquier opción de cierre, así que el parte cerrado no
 * queda 'En marcha' y el técnico puede iniciar otro cronómetro. Corre igual en el dispositivo (aquí, sobre
 * una Tx en memoria) y en el servidor (server/sync/tecnico.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../schemas';
import { usuarioPrueba } from './cliente/pruebas/entorno';
import { getMutador } from './mutadores';
import { crearTxMemoria } from './prueba-tx-memoria';

const AHORA = '2026-11-24T11:35:00.000Z';
const ctx = { lado: 'cliente' as const, usuario: usuarioPrueba(), ahora: AHORA };

const parte: DocDe<'partetrabajo'> = {
  idparte_trabajo: 'P1', idorden_trabajo: 'O1', idtecnico: 'T1', idsistema: null, idcliente: 'C1', iddelegacion: '1', numero: 'PT-1',
  fecha: '2026-11-24', ffijada: null, clasificacion: 'Mantenimiento', descripcion: 'Revisión', observaciones: null, estado: 1,
  fecha_desc: 'x', actualizado: '2026-11-24T08:00:00.000Z',
};
const orden: DocDe<'ordentrabajo'> = {
  idorden_trabajo: 'O1', idcliente: 'C1', idsistema: null, iddelegacion: '1', numero: 'OT-1', fecha: '2026-11-24', descripcion: 'Revisión',
  observaciones: null, prioridad: 1, estado: 1, fecha_desc: 'x', actualizado: '2026-11-24T08:00:00.000Z',
};
const tiempo = (id: string, inicio: string, fin: string | null, idparte = 'P1'): DocDe<'tiempotrabajado'> => ({
  idtiempo_trabajado: id, idparte_trabajo: idparte, idtecnico: 'T1', inicio, fin, minutos: fin ? 30 : null, observaciones: null, estado: 1,
});

describe('cerrar un parte detiene su cronómetro', () => {
  for (const opcion of [1, 2, 3, 4] as const) {
    it(`opción ${opcion}: el tiempo en marcha del parte termina con el cierre; los demás no cambian`, async () => {
      const tecnico: DocDe<'tecnico'> = { idtecnico: 'T2', idempleado: '2', iddelegacion: '1', idalmacen: null, nombre: 'Otro', estado: 1 };
      const tx = crearTxMemoria({
        partetrabajo: [parte], ordentrabajo: [orden], tecnico: [tecnico],
        tiempotrabajado: [tiempo('EN-MARCHA', '2026-11-24T10:00:00.000Z', null), tiempo('CERRADO', '2026-11-24T08:00:00.000Z', '2026-11-24T08:30:00.000Z'), tiempo('OTRO-PARTE', '2026-11-24T09:00:00.000Z', null, 'P2')],
      });
      const m = getMutador('ordenTrabajo.finalizarOt');
      if (!m) throw new Error('sin finalizarOt');
      const resultado = await m.aplicar(tx, { idparte_trabajo: 'P1', opcion, idtecnico_destino: opcion === 4 ? 'T2' : null, idparte_nuevo: opcion === 2 ? 'P-NUEVO' : null }, ctx);
      expect(resultado).toMatchObject({ cronometrosDetenidos: [{ idtiempo_trabajado: 'EN-MARCHA', minutos: 95 }] });
      expect(await tx.get('tiempotrabajado', 'EN-MARCHA')).toMatchObject({ fin: AHORA, minutos: 95 });
      expect(await tx.get('tiempotrabajado', 'CERRADO')).toMatchObject({ fin: '2026-11-24T08:30:00.000Z', minutos: 30 });
      expect(await tx.get('tiempotrabajado', 'OTRO-PARTE')).toMatchObject({ fin: null });
    });
  }
});
