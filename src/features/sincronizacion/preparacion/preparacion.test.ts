/**
 * Reglas de 'Listo para trabajar sin conexión' (issue 30): lo común (la app, los datos, el almacenamiento,
 * la sesión, la cola) y lo de cada app, con hechos inventados. Cada elemento que falta se nombra y lleva
 * su acción; un aviso (almacenamiento no persistente) no impide estar listo.
 */
import { describe, expect, it } from 'vitest';
import { evaluarAlmacen, evaluarComercial, evaluarCustodia, evaluarTecnico, evaluarVigilante, diaLocal, REGLAS_APPS } from './apps';
import {
  ANTIGUEDAD_MAXIMA_MS,
  ESPACIO_FOTOS_DIA_BYTES,
  PERIODO_SIN_CONEXION_MS,
  evaluarPreparacion,
  resumenPreparacion,
  type HechosComunes,
} from './modelo';

const AHORA = Date.parse('2026-11-28T08:00:00Z');
const listos: HechosComunes = {
  ahora: AHORA,
  app: { soporte: true, controlada: true, instalando: false, versionGuardada: true },
  datos: { ultimoPull: new Date(AHORA - 5 * 60_000).toISOString(), descargando: false },
  almacenamiento: { persistente: true, libreBytes: 2 * 1024 ** 3 },
  sesion: { caduca: new Date(AHORA + 24 * 3600_000).toISOString() },
  cola: { fallidos: 0, errorCola: null },
};

const con = (cambio: Partial<HechosComunes>): HechosComunes => ({ ...listos, ...cambio });
const porId = (h: HechosComunes, id: string) => evaluarPreparacion(h, []).elementos.find((e) => e.id === id);

describe('lo común', () => {
  it('todo bien: listo, y el resumen lo dice', () => {
    const p = evaluarPreparacion(listos, []);
    expect(p.listo).toBe(true);
    expect(p.elementos.map((e) => e.estado)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(resumenPreparacion(p)).toBe('Listo para trabajar sin conexión');
  });

  it('la app: sin service worker, instalándose o sin esta versión guardada, falta', () => {
    expect(porId(con({ app: { ...listos.app, soporte: false } }), 'app')?.estado).toBe('falta');
    expect(porId(con({ app: { ...listos.app, instalando: true } }), 'app')?.detalle).toMatch(/Se está guardando esta versión/);
    // Una versión nueva cargada cuya caché aún es la anterior: no está lista hasta que se guarde.
    expect(porId(con({ app: { ...listos.app, versionGuardada: false } }), 'app')?.estado).toBe('falta');
    expect(porId(con({ app: { ...listos.app, controlada: false } }), 'app')?.estado).toBe('falta');
  });

  it('los datos: sin descarga completa, descargando o viejos, falta; con la antigüedad y Sincronizar ahora', () => {
    expect(porId(con({ datos: { ultimoPull: null, descargando: true } }), 'datos')?.detalle).toBe('La descarga de tus datos aún no ha terminado.');
    const viejos = porId(con({ datos: { ultimoPull: new Date(AHORA - ANTIGUEDAD_MAXIMA_MS - 60_000).toISOString(), descargando: false } }), 'datos');
    expect(viejos).toMatchObject({ estado: 'falta', accion: { tipo: 'sincronizar', etiqueta: 'Sincronizar ahora' } });
    expect(viejos?.detalle).toMatch(/hace 1 h/);
    expect(porId(listos, 'datos')?.detalle).toBe('Al día: última descarga hace 5 min.');
  });

  it('el almacenamiento: sin persistencia es un aviso con su acción; sin espacio para las fotos del día, falta', () => {
    const noPersistente = con({ almacenamiento: { persistente: false, libreBytes: 2 * 1024 ** 3 } });
    expect(porId(noPersistente, 'almacenamiento')).toMatchObject({ estado: 'aviso', accion: { tipo: 'persistir' } });
    expect(evaluarPreparacion(noPersistente, []).listo).toBe(true);
    expect(porId(con({ almacenamiento: { persistente: null, libreBytes: null } }), 'almacenamiento')?.detalle).toMatch(/no permite pedir almacenamiento persistente/);
    const lleno = porId(con({ almacenamiento: { persistente: true, libreBytes: ESPACIO_FOTOS_DIA_BYTES - 1 } }), 'almacenamiento');
    expect(lleno?.estado).toBe('falta');
    expect(lleno?.detalle).toMatch(/Quedan 49 MB libres; hacen falta al menos 50 MB/);
  });

  it('la sesión: dice hasta cuándo vale; si no cubre la jornada o caducó, falta con Renovar la sesión', () => {
    expect(porId(listos, 'sesion')?.detalle).toMatch(/^Sin conexión, la sesión vale hasta /);
    const corta = porId(con({ sesion: { caduca: new Date(AHORA + PERIODO_SIN_CONEXION_MS - 60_000).toISOString() } }), 'sesion');
    expect(corta).toMatchObject({ estado: 'falta', accion: { tipo: 'renovar-sesion', etiqueta: 'Renovar la sesión' } });
    expect(porId(con({ sesion: { caduca: new Date(AHORA - 1).toISOString() } }), 'sesion')?.detalle).toMatch(/ha caducado/);
    expect(porId(con({ sesion: { caduca: null } }), 'sesion')?.estado).toBe('aviso');
  });

  it('la cola: un fallido o un problema de la cola, falta, con Ver la cola', () => {
    const fallido = porId(con({ cola: { fallidos: 2, errorCola: null } }), 'cola');
    expect(fallido).toMatchObject({ estado: 'falta', detalle: 'Hay 2 cambios que fallaron y esperan que lo revises.', accion: { a: '/sincronizacion/sync-uploads' } });
    expect(porId(con({ cola: { fallidos: 0, errorCola: 'No se puede leer la cola' } }), 'cola')?.detalle).toBe('No se puede leer la cola');
  });

  it('lo que falta se nombra en el resumen, en orden', () => {
    const p = evaluarPreparacion(con({ app: { ...listos.app, instalando: true }, cola: { fallidos: 1, errorCola: null } }), evaluarCustodia(0));
    expect(p.listo).toBe(false);
    expect(p.faltan).toEqual(['La app', 'Los llaveros', 'La cola de subida']);
    expect(resumenPreparacion(p)).toBe('No listo: la app, los llaveros, la cola de subida');
  });
});

describe('lo de cada app', () => {
  it('las seis apps declaran su regla', () => {
    expect(Object.keys(REGLAS_APPS).sort()).toEqual(['almacen', 'comerciales', 'custodiaLlaves', 'presencia', 'tecnicos', 'vigilantes']);
  });

  it('técnicos: los planos y adjuntos de los partes de los próximos días, o falta con Descargar', () => {
    expect(evaluarTecnico({ partes: 0, ficheros: 0, ficherosSinDescargar: [], checklists: 0 })[0]?.estado).toBe('ok');
    const falta = evaluarTecnico({ partes: 2, ficheros: 3, ficherosSinDescargar: ['f1'], checklists: 1 })[0];
    expect(falta).toMatchObject({ estado: 'falta', detalle: 'Faltan 1 de 3 planos y adjuntos de tus 2 partes de los próximos días.', accion: { tipo: 'descargar-ficheros' } });
    expect(evaluarTecnico({ partes: 1, ficheros: 3, ficherosSinDescargar: [], checklists: 2 })[0]?.detalle).toBe(
      '1 parte con sus 3 planos y adjuntos y 2 checklists en el dispositivo.',
    );
    expect(evaluarTecnico({ partes: 25, ficheros: 0, ficherosSinDescargar: [], checklists: 33 })[0]?.detalle).toBe(
      '25 partes sin planos ni adjuntos y 33 checklists en el dispositivo.',
    );
  });

  it('vigilantes: rondas sin puntos de control y cuadrante del mes ausente, cada uno falta', () => {
    const [rondas, cuadrante] = evaluarVigilante({ puestos: 1, rondas: 2, rondasSinPuntos: ['Nocturna'], turnosMes: 0 });
    expect(rondas).toMatchObject({ estado: 'falta', detalle: 'Faltan los puntos de control de la ronda Nocturna.' });
    expect(cuadrante).toMatchObject({ estado: 'falta', etiqueta: 'El cuadrante del mes', accion: { tipo: 'sincronizar' } });
    expect(evaluarVigilante({ puestos: 1, rondas: 2, rondasSinPuntos: [], turnosMes: 9 }).map((e) => e.estado)).toEqual(['ok', 'ok']);
    // Un supervisor con ficha de vigilante y sin puestos no tiene cuadrante: no le falta nada (si no, nunca estaría listo).
    expect(evaluarVigilante({ puestos: 0, rondas: 0, rondasSinPuntos: [], turnosMes: 0 })[1]).toMatchObject({ estado: 'ok', accion: null });
  });

  it('custodia, almacén y comerciales', () => {
    expect(evaluarCustodia(0)[0]?.estado).toBe('falta');
    expect(evaluarCustodia(3)[0]?.detalle).toBe('3 llaveros con su situación en el dispositivo.');
    expect(evaluarAlmacen(4)[0]?.detalle).toBe('4 pedidos pendientes de servir en el dispositivo.');
    expect(evaluarComercial(1)[0]?.detalle).toBe('1 cliente de tu cartera en el dispositivo.');
  });

  it('diaLocal cuenta los días en la zona del dispositivo', () => {
    const ms = new Date(2026, 11, 30, 23, 30).getTime();
    expect(diaLocal(ms)).toBe('2026-12-30');
    expect(diaLocal(ms, 3)).toBe('2027-01-02');
  });
});
