/**
 * La hora que el dispositivo no puede elegir (issue 29), sobre todo el registro de métodos y en los dos
 * motores: cada mutador que declara `horaDispositivo` tiene aquí su caso (uno nuevo sin caso hace fallar la
 * prueba) y toda colección con los campos de la hora la escribe un método declarado. Para cada método:
 *  - creado un año adelantado: se guarda, con la hora que cuenta en la recepción y marcado no fiable;
 *  - creado hace 200 días: rechazado por la ventana de 90 días desde el primer día, sin escribir nada;
 *  - el reloj tres horas adelantado con su desfase declarado: situado en el reloj del servidor, fiable;
 *  - anterior a su último contacto declarado: guardado en el contacto y marcado;
 *  - un último contacto declarado que el servidor desmiente (la sesión habló con él después): marcado.
 * Antes de este control los cinco se aceptaban con la hora del dispositivo tal cual.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { esquemasSincronizados, type Coleccion } from '../../schemas';
import { mutadores } from '../../replication/mutadores';
import type { RelojDispositivo } from '../../replication/hora-dispositivo';
import type { Doc } from '../../replication/tx';
import type { Db } from '../db/tipos';
import { firmaPng } from '../seed/generador/firma-png';
import { Aleatorio } from '../seed/generador/prng';
import { ejecutarMutacion, type Quien } from './ejecutor';
import { llamante, permisosTodos, usuarioPrueba, vigilante1 } from './prueba/datos';
import { baseCargada, BASES, errorDe, leerDoc } from './prueba/entorno';
import { tabla } from './registro';
import { crearTxSql } from './tx-sql';

const HORA = 3_600_000;
const DIA = 24 * HORA;
const FIRMA = firmaPng(new Aleatorio(7));

const almacen = llamante({ ...usuarioPrueba('UAL1', { idempleado: 'E2', iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar']) }), idalmacen: 'A1' }, 'delegacion');
const supervisor = llamante(usuarioPrueba('USUP', { idempleado: 'E4', iddelegacion: 'D1' }), 'todo');

/** Una llamada lista: quién, parámetros, y el registro con la hora que cuenta que deja (colección, id, campo). */
interface Llamada {
  quien: Quien;
  params: unknown;
  coleccion: Coleccion;
  id: string;
  campo: string;
}

const ejecutar = (db: Db, metodo: string, quien: Quien, params: unknown, creado: string, reloj: RelojDispositivo | null) => {
  const m = mutadores.get(metodo);
  if (!m) throw new Error(`No existe el mutador ${metodo}`);
  return ejecutarMutacion(db, m, { idsync_upload: randomUUID(), creado, params, reloj }, quien);
};

/** Con el reloj en hora y recién conectado: lo que prepara cada caso, que tiene que aceptarse sin marca. */
const enHora = (db: Db, metodo: string, quien: Quien, params: unknown) =>
  ejecutar(db, metodo, quien, params, new Date().toISOString(), { desfase_ms: 0, contacto: new Date(Date.now() - 1000).toISOString() });

const escribir = async (db: Db, c: Coleccion, doc: Doc): Promise<void> => {
  await db.transaccion(async (q) => {
    await crearTxSql(q, { etiquetasUsuario: null, comprobarReferencias: false }).put(c, doc as never);
  });
};

const movimiento = (idllavero: string) => {
  const id = randomUUID();
  return {
    idmovimiento_llave: id, idllavero, persona: 'Pedro Sanz', dni: '12345678z', empresa: null, motivo: null, observaciones: null,
    firmaPersona: { idfirma: randomUUID(), imagen: FIRMA }, firmaCustodio: { idfirma: randomUUID(), imagen: FIRMA },
  };
};

/** Un llavero nuevo (copia de LL1) en la situación pedida. */
const llaveroNuevo = async (db: Db, situacion: 'dentro' | 'fuera'): Promise<string> => {
  const ll1 = await leerDoc(db, 'llavero', 'LL1');
  const idllavero = randomUUID();
  await escribir(db, 'llavero', { ...ll1, idllavero, codigo: `LL-${idllavero.slice(0, 6)}`, situacion: 'dentro', idmovimiento_llave: null, en_poder: null, fprevista_devolucion: null });
  if (situacion === 'fuera') await enHora(db, 'llavero.salidaSync', vigilante1, { ...movimiento(idllavero), fprevista_devolucion: null });
  return idllavero;
};

/** Una ronda empezada hace tres horas y media (en el reloj del servidor): lo de después cabe en ella. */
const rondaEnCurso = async (db: Db): Promise<string> => {
  const idronda_realizada = randomUUID();
  await ejecutar(db, 'ronda.iniciarSync', vigilante1, { idronda_realizada, idronda_programada: 'RP1' }, new Date(Date.now() - 3.5 * HORA).toISOString(), null);
  return idronda_realizada;
};

/** Un empleado nuevo (copia de E1) y un usuario suyo que ficha: cada caso con su propia secuencia. */
const empleadoNuevo = async (db: Db): Promise<{ quien: Quien; idempleado: string }> => {
  const idempleado = randomUUID();
  await escribir(db, 'empleado', { ...(await leerDoc(db, 'empleado', 'E1')), idempleado });
  const quien = llamante(usuarioPrueba(`U-${idempleado.slice(0, 8)}`, { idempleado, iddelegacion: 'D1', permisos: permisosTodos(['visualizar', 'insertar']) }), 'propio');
  return { quien, idempleado };
};

/**
 * El caso de cada método con hora del dispositivo: prepara lo que necesita (con llamadas en hora) y da la
 * llamada. Un método nuevo con `horaDispositivo` necesita el suyo aquí.
 */
const CASOS: Record<string, (db: Db) => Promise<Llamada>> = {
  'presencia.registrarSync': async (db) => {
    const { quien } = await empleadoNuevo(db);
    const id = randomUUID();
    return {
      quien, coleccion: 'presencia', id, campo: 'hora',
      params: { idpresencia: id, tipo: 'entrada', lat: null, lng: null, precision: null, sin_posicion: 'Sin permiso' },
    };
  },
  'presencia.corregirSync': async (db) => {
    // La supervisión corrige la entrada de hace tres horas y media (a la misma hora: la secuencia sigue alternando).
    const { quien, idempleado } = await empleadoNuevo(db);
    const idpresencia = randomUUID();
    await ejecutar(db, 'presencia.registrarSync', quien, { idpresencia, tipo: 'entrada', lat: null, lng: null, precision: null, sin_posicion: 'Sin permiso' },
      new Date(Date.now() - 3.5 * HORA).toISOString(), null);
    const hora = String((await leerDoc(db, 'presencia', idpresencia))?.hora);
    const id = randomUUID();
    return {
      quien: supervisor, coleccion: 'presencia', id, campo: 'fdispositivo',
      params: { idpresencia: id, idempleado, tipo: 'entrada', hora, idpresencia_corrige: idpresencia, motivo: 'Prueba' },
    };
  },
  'ronda.iniciarSync': async () => {
    const id = randomUUID();
    return { quien: vigilante1, coleccion: 'rondarealizada', id, campo: 'inicio', params: { idronda_realizada: id, idronda_programada: 'RP1' } };
  },
  'ronda.escanearSync': async (db) => {
    const idronda_realizada = await rondaEnCurso(db);
    const id = randomUUID();
    return {
      quien: vigilante1, coleccion: 'rondacheck', id, campo: 'hora',
      params: { idronda_check: id, idronda_realizada, codigo: 'QR-PS1-01', lat: null, lng: null, precision: null },
    };
  },
  'ronda.cerrarSync': async (db) => {
    const idronda_realizada = await rondaEnCurso(db);
    const puntos = (await db.query<{ id: string }>(`select id from ${tabla('puntoronda')} where doc->>'idronda_programada' = 'RP1' and (doc->>'estado')::int > 0`)).map((r) => r.id);
    return {
      quien: vigilante1, coleccion: 'rondarealizada', id: idronda_realizada, campo: 'fin',
      params: { idronda_realizada, motivo: 'Prueba', omitidos: puntos.map((idpunto_ronda) => ({ idronda_check: randomUUID(), idpunto_ronda })) },
    };
  },
  'parteNovedad.crearSync': async () => {
    const id = randomUUID();
    return {
      quien: vigilante1, coleccion: 'partenovedad', id, campo: 'fecha',
      params: { idparte_novedad: id, idpuesto_servicio: 'PS1', titulo: 'Sin novedad', descripcion: null, gravedad: 'baja', avisados: null, novedades: [] },
    };
  },
  'llavero.salidaSync': async (db) => {
    const p = { ...movimiento(await llaveroNuevo(db, 'dentro')), fprevista_devolucion: null };
    return { quien: vigilante1, coleccion: 'movimientollave', id: p.idmovimiento_llave, campo: 'fecha', params: p };
  },
  'llavero.entradaSync': async (db) => {
    const p = movimiento(await llaveroNuevo(db, 'fuera'));
    return { quien: vigilante1, coleccion: 'movimientollave', id: p.idmovimiento_llave, campo: 'fecha', params: p };
  },
  'pedido.servirSync': async (db) => {
    const idpedidocli = randomUUID();
    const idlpedidocli = randomUUID();
    await escribir(db, 'pedidocli', { ...(await leerDoc(db, 'pedidocli', 'PD1')), idpedidocli, numero: `PED-${idpedidocli.slice(0, 6)}`, situacion: 'pendiente' });
    await escribir(db, 'lpedidocli', { ...(await leerDoc(db, 'lpedidocli', 'LPD1')), idlpedidocli, idpedidocli, unidades: 1, servidas: 0 });
    const id = randomUUID();
    return {
      quien: almacen, coleccion: 'entregapedido', id, campo: 'fecha',
      params: { idpedidocli, idalmacen: 'A1', lineas: [{ idlpedidocli, unidades: 1, numeros_serie: [], identrega_pedido: id, idmovimiento_salida: randomUUID(), idmovimiento_entrada: randomUUID() }] },
    };
  },
};

const declarados = [...mutadores.values()].filter((m) => m.horaDispositivo);

const cerca = (a: unknown, b: number, margen = 30_000): boolean => typeof a === 'string' && Math.abs(Date.parse(a) - b) <= margen;

describe('la hora del dispositivo en el registro de métodos', () => {
  it('cada método declarado tiene su caso, y cada colección con los campos de la hora la escribe un método declarado', () => {
    expect(declarados.map((m) => m.metodo).sort()).toEqual(Object.keys(CASOS).sort());
    const conHora = (Object.keys(esquemasSincronizados) as Coleccion[]).filter((c) => 'hora_fiable' in esquemasSincronizados[c].properties).sort();
    const escritas = [...new Set(declarados.flatMap((m) => m.horaDispositivo?.colecciones ?? []))].sort();
    expect(escritas).toEqual(conHora);
    expect(conHora).toEqual(['entregapedido', 'movimientollave', 'partenovedad', 'presencia', 'rondacheck', 'rondarealizada']);
  });
});

describe.each(BASES)('la hora del dispositivo, método a método ($nombre)', ({ abrir }) => {
  const base = baseCargada(abrir);

  describe.each(declarados.map((m) => m.metodo))('%s', (metodo) => {
    const caso = (db: Db): Promise<Llamada> => {
      const c = CASOS[metodo];
      if (!c) throw new Error(`Falta el caso de ${metodo}`);
      return c(db);
    };

    it('un año adelantado: se guarda en la hora de recepción, marcado no fiable', async () => {
      const db = base.db;
      const l = await caso(db);
      const creado = new Date(Date.now() + 365 * DIA).toISOString();
      await ejecutar(db, metodo, l.quien, l.params, creado, { desfase_ms: 0, contacto: new Date(Date.now() - 60_000).toISOString() });
      const doc = await leerDoc(db, l.coleccion, l.id);
      expect(doc).toMatchObject({ hora_fiable: false, desfase_ms: 0 });
      expect(String(doc?.motivo_hora)).toMatch(/posterior a la de recepción/);
      if (l.campo !== 'fdispositivo') expect(cerca(doc?.[l.campo], Date.now()), `${l.campo}: ${String(doc?.[l.campo])}`).toBe(true);
    });

    it('hace 200 días: rechazado por la ventana de 90 días, sin escribir nada', async () => {
      const db = base.db;
      const l = await caso(db);
      const antes = await leerDoc(db, l.coleccion, l.id);
      const e = await errorDe(ejecutar(db, metodo, l.quien, l.params, new Date(Date.now() - 200 * DIA).toISOString(), { desfase_ms: 0, contacto: null }));
      expect(e.tipo).toBe('regla');
      expect(e.message).toMatch(/lleva más de 90 días sin subir/);
      expect(await leerDoc(db, l.coleccion, l.id)).toEqual(antes);
    });

    it('el reloj tres horas adelantado con su desfase: situado en el reloj del servidor y fiable', async () => {
      const db = base.db;
      const l = await caso(db);
      const creado = new Date(Date.now() + 3 * HORA).toISOString();
      await ejecutar(db, metodo, l.quien, l.params, creado, { desfase_ms: -3 * HORA, contacto: new Date(Date.now() - 60_000).toISOString() });
      const doc = await leerDoc(db, l.coleccion, l.id);
      expect(doc).toMatchObject({ hora_fiable: true, motivo_hora: null, desfase_ms: -3 * HORA });
      if (l.campo !== 'fdispositivo') expect(cerca(doc?.[l.campo], Date.now()), `${l.campo}: ${String(doc?.[l.campo])}`).toBe(true);
      if ('fdispositivo' in (doc ?? {})) expect(doc?.fdispositivo).toBe(creado);
    });

    it('anterior a su último contacto declarado: guardado en el contacto y marcado', async () => {
      const db = base.db;
      const l = await caso(db);
      const contacto = new Date(Date.now() - 10 * 60_000).toISOString();
      await ejecutar(db, metodo, l.quien, l.params, new Date(Date.now() - 2 * HORA).toISOString(), { desfase_ms: 0, contacto });
      const doc = await leerDoc(db, l.coleccion, l.id);
      expect(doc).toMatchObject({ hora_fiable: false });
      expect(String(doc?.motivo_hora)).toMatch(/anterior a su última conexión/);
      if (l.campo !== 'fdispositivo') expect(doc?.[l.campo]).toBe(contacto);
    });

    it('un último contacto que el servidor desmiente: marcado', async () => {
      const db = base.db;
      const l = await caso(db);
      const idtoken = randomUUID();
      // La sesión habló con el servidor hace dos horas; el dispositivo dice que su último contacto fue hace tres.
      await db.query("insert into contacto_sesion (idtoken, desde, hasta) values ($1, now() - interval '2 hours', now() - interval '119 minutes')", [idtoken]);
      await ejecutar(db, metodo, { ...l.quien, idtoken }, l.params, new Date(Date.now() - HORA).toISOString(), {
        desfase_ms: 0, contacto: new Date(Date.now() - 3 * HORA).toISOString(),
      });
      const doc = await leerDoc(db, l.coleccion, l.id);
      expect(doc).toMatchObject({ hora_fiable: false });
      expect(String(doc?.motivo_hora)).toMatch(/habló con el servidor después/);
    });
  });
});
