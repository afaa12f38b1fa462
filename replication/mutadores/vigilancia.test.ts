/**
 * Los mutadores de vigilancia sobre una Tx en memoria, como corren en el dispositivo (el servidor lo prueba
 * server/sync/vigilancia.test.ts): sin hora de recepción, la ronda completa, el descanso del cuadrante y
 * el llavero que no sale dos veces.
 */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../schemas';
import { usuarioPrueba } from '../cliente/pruebas/entorno';
import { ErrorNegocio } from '../errores';
import { MENSAJES_FIRMA_PNG } from '../firma-png';
import { crearTxMemoria } from '../prueba-tx-memoria';
import { getMutador } from '.';

const usuario = { ...usuarioPrueba(), idvigilante: 'V1', nombre: 'Ana Gil' };
const ctx = { lado: 'cliente' as const, usuario, ahora: '2026-11-21T22:00:00.000Z' };
/** PNG de 1×1 píxel: las firmas se comprueban como imagen (replication/firma-png.ts). */
const FIRMA = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const aplicar = (metodo: string, tx: ReturnType<typeof crearTxMemoria>, params: unknown) => {
  const m = getMutador(metodo);
  if (!m) throw new Error(`falta ${metodo}`);
  return m.aplicar(tx, m.params.parse(params), ctx);
};
const rechazo = async (p: Promise<unknown>): Promise<ErrorNegocio> => {
  try {
    await p;
  } catch (e) {
    if (e instanceof ErrorNegocio) return e;
    throw e;
  }
  throw new Error('Se esperaba un rechazo');
};

const punto = (n: number): DocDe<'puntoronda'> => ({ idpunto_ronda: `P${n}`, idronda_programada: 'RP1', orden: n, nombre: `Punto ${n}`, codigo: `QR-${n}`, estado: 1 });

describe('mutadores de vigilancia en el dispositivo', () => {
  it('una ronda: sin hora de recepción hasta subirla; leídos todos, completa', async () => {
    const tx = crearTxMemoria({
      rondaprogramada: [{ idronda_programada: 'RP1', idpuesto_servicio: 'PS1', nombre: 'Perímetro', hora_inicio: '23:00', duracion_min: 30, dias: [1], ordenada: false, estado: 1 }],
      puntoronda: [punto(1), punto(2)],
    });
    await aplicar('ronda.iniciarSync', tx, { idronda_realizada: 'RR1', idronda_programada: 'RP1' });
    expect(tx.datos.get('rondarealizada:RR1')).toMatchObject({ idvigilante: 'V1', inicio: ctx.ahora, recibido: null, puntos_total: 2, situacion: 'en_curso' });
    await aplicar('ronda.escanearSync', tx, { idronda_check: 'C1', idronda_realizada: 'RR1', codigo: 'QR-2', lat: null, lng: null, precision: null });
    await aplicar('ronda.escanearSync', tx, { idronda_check: 'C2', idronda_realizada: 'RR1', codigo: 'QR-2', lat: null, lng: null, precision: null });
    await aplicar('ronda.escanearSync', tx, { idronda_check: 'C3', idronda_realizada: 'RR1', codigo: 'QR-1', lat: null, lng: null, precision: null });
    expect(tx.de('rondacheck').map((c) => [c.resultado, c.secuencia, c.frecibido])).toEqual([['correcto', 1, null], ['repetido', 2, null], ['correcto', 3, null]]);
    expect(await aplicar('ronda.cerrarSync', tx, { idronda_realizada: 'RR1', motivo: null, omitidos: [] })).toMatchObject({ situacion: 'completa', omitidos: 0 });
    expect(tx.datos.get('rondarealizada:RR1')).toMatchObject({ situacion: 'completa', puntos_leidos: 2, incidencias: 1, fin: ctx.ahora });
  });

  it('el cuadrante: poco descanso entre dos puestos, rechazado; quitar algo que ya no está no impide guardar', async () => {
    const servicio = (n: number): DocDe<'puestoservicioservicio'> => ({
      idpuesto_servicio_servicio: `S${n}`, idpuesto_servicio: `PS${n}`, descripcion: 'Vigilancia', tipo: 'vigilancia', hora_inicio: '06:00', hora_fin: '06:00',
      dias: [1], vigilantes: 1, fecha_alta: '2026-01-01', estado: 1,
    });
    const tx = crearTxMemoria({
      vigilante: [{ idvigilante: 'V1', idempleado: 'E1', nombre: 'Ana Gil', tip: '1', iddelegacion: 'D1', categoria: 'Vigilante', estado: 1 }],
      puestoservicioservicio: [servicio(1), servicio(2)],
      turnopuesto: [
        { idturno_puesto: 'T', idpuesto_servicio: 'PS1', codigo: 'T', descripcion: 'Tarde', hora_inicio: '14:00', hora_fin: '22:00', estado: 1 },
        { idturno_puesto: 'M', idpuesto_servicio: 'PS2', codigo: 'M', descripcion: 'Mañana', hora_inicio: '06:00', hora_fin: '14:00', estado: 1 },
      ],
    });
    await aplicar('cuadrante.guardarSync', tx, { idpuesto_servicio_servicio: 'S1', anio: 2026, mes: 12, poner: [{ idcuadrante: 'Q1', idvigilante: 'V1', fecha: '2026-12-31', idturno_puesto: 'T' }], quitar: ['NO-ESTA'] });
    const e = await rechazo(aplicar('cuadrante.guardarSync', tx, {
      idpuesto_servicio_servicio: 'S2', anio: 2027, mes: 1, poner: [{ idcuadrante: 'Q2', idvigilante: 'V1', fecha: '2027-01-01', idturno_puesto: 'M' }], quitar: [],
    }));
    expect(e.message).toBe('Ana Gil descansa solo 8 h entre el turno del 31/12/2026 y el del 01/01/2027 (mínimo 12 h)');
  });

  it('un llavero fuera no vuelve a salir; sin hora de recepción en el dispositivo', async () => {
    const tx = crearTxMemoria({
      llavero: [{ idllavero: 'LL1', codigo: 'LL-001', descripcion: 'Llaves', iddelegacion: 'D1', numero_llaves: 2, situacion: 'dentro', estado: 1 }],
    });
    const mov = (id: string) => ({
      idmovimiento_llave: id, idllavero: 'LL1', persona: 'Pedro Sanz', dni: 'X1234567L', empresa: null, motivo: null, observaciones: null, fprevista_devolucion: null,
      firmaPersona: { idfirma: `${id}P`, imagen: FIRMA }, firmaCustodio: { idfirma: `${id}C`, imagen: FIRMA },
    });
    await aplicar('llavero.salidaSync', tx, mov('M1'));
    expect(tx.datos.get('movimientollave:M1')).toMatchObject({ recibido: null, idempleado: '5', custodio: 'Ana Gil', dni: 'X1234567L' });
    expect(tx.de('firma').map((f) => [f.nombre, f.dni, f.idtabla])).toEqual([['Pedro Sanz', 'X1234567L', 271], ['Ana Gil', '', 271]]);
    expect((await rechazo(aplicar('llavero.salidaSync', tx, mov('M2')))).message).toBe('El llavero LL-001 ya está fuera (lo tiene Pedro Sanz)');
    const sinFirma = { ...mov('M3'), firmaCustodio: { idfirma: 'M3C', imagen: '' } };
    expect((await rechazo(aplicar('llavero.entradaSync', tx, sinFirma))).message).toBe('Falta la firma del custodio');
    // Una firma que no es una imagen PNG (la regla de firma-png.ts), en el dispositivo igual que en el servidor.
    const noImagen = { ...mov('M4'), firmaPersona: { idfirma: 'M4P', imagen: 'data:image/png;base64,AAAA' } };
    expect((await rechazo(aplicar('llavero.entradaSync', tx, noImagen))).message).toBe(MENSAJES_FIRMA_PNG.noValida);
  });
});
