/**
 * Qué se informa al servidor de la preparación sin conexión y cuándo: lo que falta (no los avisos), dentro
 * de las cotas que el servidor acepta; un informe al cambiar el veredicto y, si no cambia, uno por minuto.
 */
import { describe, expect, it } from 'vitest';
import { LIMITES_PREPARACION, paramsPreparacion } from '../../../../replication/planificacion';
import { claveInforme, INFORME_CADA_MS, informeDe, tocaInformar } from './informe';
import { evaluarPreparacion, type ElementoPreparacion, type HechosComunes } from './modelo';

const AHORA = Date.parse('2026-11-28T08:00:00Z');
const listos: HechosComunes = {
  ahora: AHORA,
  app: { soporte: true, controlada: true, instalando: false, versionGuardada: true },
  datos: { ultimoPull: new Date(AHORA - 5 * 60_000).toISOString(), descargando: false },
  almacenamiento: { persistente: false, libreBytes: 2 * 1024 ** 3 },
  sesion: { caduca: new Date(AHORA + 24 * 3600_000).toISOString() },
  cola: { fallidos: 0, errorCola: null },
};

describe('informe de preparación para el servidor', () => {
  it('listo aunque haya avisos; lo que falta con id y etiqueta; siempre aceptable por el servidor', () => {
    const listo = informeDe(evaluarPreparacion(listos, []), '1.4.0');
    expect(listo).toEqual({ listo: true, faltan: [], version: '1.4.0' });
    expect(paramsPreparacion.safeParse(listo).success).toBe(true);

    const sinDatos = informeDe(evaluarPreparacion({ ...listos, datos: { ultimoPull: null, descargando: false } }, []), '1.4.0');
    expect(sinDatos.listo).toBe(false);
    expect(sinDatos.faltan.map((f) => f.id)).toEqual(['datos']);
    expect(paramsPreparacion.safeParse(sinDatos).success).toBe(true);
  });

  it('recorta a las cotas del contrato: muchos elementos, etiquetas e ids largos, versión vacía o larga', () => {
    const muchos: ElementoPreparacion[] = Array.from({ length: 30 }, (_, i) => ({
      id: `pieza-${i}-${'x'.repeat(100)}`, etiqueta: 'E'.repeat(300), estado: 'falta', detalle: '', accion: null,
    }));
    const i = informeDe({ elementos: muchos }, 'v'.repeat(100));
    expect(i.faltan).toHaveLength(LIMITES_PREPARACION.faltan);
    expect(paramsPreparacion.safeParse(i).success).toBe(true);
    expect(informeDe({ elementos: [] }, '').version).toBe('desconocida');
  });

  it('se informa al cambiar el veredicto y, sin cambios, como mucho una vez por minuto', () => {
    const a = claveInforme({ listo: true, faltan: [], version: '1' });
    const b = claveInforme({ listo: false, faltan: [{ id: 'datos', etiqueta: 'Los datos' }], version: '1' });
    expect(tocaInformar(a, null, AHORA)).toBe(true);
    const ultimo = { clave: a, cuando: AHORA };
    expect(tocaInformar(a, ultimo, AHORA + 15_000)).toBe(false);
    expect(tocaInformar(b, ultimo, AHORA + 15_000)).toBe(true);
    expect(tocaInformar(a, ultimo, AHORA + INFORME_CADA_MS - 1)).toBe(false);
    expect(tocaInformar(a, ultimo, AHORA + INFORME_CADA_MS)).toBe(true);
    // El reloj del dispositivo hacia atrás no deja de informar.
    expect(tocaInformar(a, ultimo, AHORA - 1000)).toBe(true);
    // El texto del detalle no cuenta como cambio; lo que falta, sí.
    expect(claveInforme({ listo: false, faltan: [{ id: 'datos', etiqueta: 'Otra' }], version: '1' })).toBe(b);
  });
});
