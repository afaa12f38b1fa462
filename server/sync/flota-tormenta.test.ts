/**
 * La tormenta de la mañana con un proceso caído (issue 33), acotada para `npm test`: 200 dispositivos
 * (un usuario cada uno) vuelven en 8 s a dos procesos del servidor sobre un mismo PostgreSQL detrás del
 * balanceador del bench, cada uno con su cola de 20 cambios y el checkpoint atrasado por los cambios «de
 * la noche», y el primer proceso recibe SIGKILL a mitad. Se afirma lo que no depende del reloj: cada
 * cambio aplicado exactamente una vez (sync_aplicado y registro `cambio`), todos con respuesta tras sus
 * reintentos y todos los dispositivos al día, también con la admisión estrecha (6 a la vez, 30 en fila por
 * proceso) que obliga a rechazar con 503 y turno (server/http/admision.ts) mientras cae el proceso. Las
 * cifras de tiempo las da `npm run bench -- --solo flota`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tormenta } from '../../bench/flota-tormenta';
import { URL_POSTGRES_PRUEBAS } from '../db/backends-prueba';

const registros = mkdtempSync(join(tmpdir(), 'vigia-flota-'));

afterAll(() => {
  rmSync(registros, { recursive: true, force: true });
});

describe('tormenta de la mañana con un proceso caído', () => {
  it('cada cambio se aplica una vez y todos los dispositivos quedan al día', async () => {
    const r = await tormenta({
      raiz: resolve(import.meta.dirname, '../..'), out: registros, escala: 1, dispositivos: 200, pgUrl: URL_POSTGRES_PRUEBAS,
      procesos: 2, matar: true, ventanaS: 8, cola: 20, cambiosNoche: 1,
      // Una admisión estrecha: que haya 503 con turno durante la caída y se vea que tampoco duplican ni pierden nada.
      entorno: { PETICIONES_A_LA_VEZ: '6', PETICIONES_EN_ESPERA: '30' },
    });
    expect(r.matado).toBe(true);
    expect(r.primerError).toBe('');
    expect(r.erroresRpc).toBe(0);
    expect(r.enviados).toBeGreaterThan(200 * 10);
    expect(r.conRespuesta).toBe(r.enviados);
    expect(r.enSyncAplicado).toBe(r.enviados);
    expect({ deMas: r.filasDeMas, faltan: r.filasQueFaltan }).toEqual({ deMas: 0, faltan: 0 });
    expect(r.atrasados).toEqual([]);
    expect(r.alDia).toBe(200);
    // Cada 503 traía Retry-After y se reintentó; el superviviente contó sus 503 y los turnos que le devolvieron.
    const superviviente = r.admision[1];
    expect(superviviente).not.toBeNull();
    expect(r.reintentosTrasOcupado).toBe(r.rechazos.get('503') ?? 0);
    expect(superviviente?.rechazadas).toBeGreaterThan(0);
    expect(superviviente?.turnos.respetados).toBeGreaterThan(0);
  }, 240_000);
});
