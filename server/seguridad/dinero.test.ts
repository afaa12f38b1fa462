/**
 * El límite de dinero en cada campo de dinero de cada colección (servidor completo sobre PGlite): para
 * cada campo que un esquema declara como dinero (schemas/campos-dinero.ts) y que un cliente puede escribir
 * con un mutador genérico, un importe de 1e308, uno negativo enorme, uno infinito (1e400 en el JSON) y uno
 * con más decimales de los suyos se rechazan con error de validación y el mensaje en español que nombra el
 * campo; nada se escribe. Lo mismo el importe de una línea que saldría del límite y el de un cobro.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entidades, type Coleccion } from '../../schemas';
import { camposDinero } from '../../schemas/campos-dinero';
import { MENSAJES_DINERO, type TipoDinero } from '../../schemas/dinero';
import { VALIDACIONES_CAMPO } from '../../replication/validacion-campos';
import { numero } from '../sync/registro';
import { envoltura } from './matriz';
import { montarServidorDemo, type ServidorDemo } from './servidor-demo';

interface RespuestaRpc {
  result?: unknown;
  error?: { code: number; message: string };
}

const VALIDACION = -32010;
const escapar = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Valores malos de un campo (texto JSON, para poder mandar 1e400, que JSON.parse lee como Infinity) y el mensaje esperado. */
const malos = (tipo: TipoDinero): { json: string; mensaje: string }[] => [
  { json: '1e308', mensaje: MENSAJES_DINERO.maximo },
  { json: '10000000000', mensaje: MENSAJES_DINERO.maximo },
  { json: '-1e308', mensaje: MENSAJES_DINERO.minimo },
  { json: '1e400', mensaje: MENSAJES_DINERO.noNumero },
  tipo === 'importe' ? { json: '4.335', mensaje: MENSAJES_DINERO.decimalesImporte } : { json: '1.23456', mensaje: MENSAJES_DINERO.decimalesPrecio },
];

/** Cómo escribe un cliente un campo: el update genérico si es editable, si no el insert genérico, o ninguno. */
const escrituraDe = (c: Coleccion, campo: string): 'updateSync' | 'insertSync' | null => {
  const e = entidades[c];
  if (e.mutadores.includes('update') && e.editables.includes(campo)) return 'updateSync';
  if (e.mutadores.includes('insert')) return 'insertSync';
  return null;
};

describe('límite de dinero en todos los campos de dinero (servidor completo sobre PGlite)', () => {
  let s: ServidorDemo;
  let token = '';

  beforeAll(async () => {
    s = await montarServidorDemo({ escala: 0.2 });
    token = await s.token('admin');
  }, 120_000);
  afterAll(async () => {
    await s?.cerrar();
  });

  /** Llama con `params` en texto JSON donde '@VALOR@' se sustituye por el valor tal cual. */
  const llamar = async (metodo: string, params: unknown, valor: string): Promise<RespuestaRpc> => {
    const cuerpo = JSON.stringify({ jsonrpc: '2.0', id: 1, method: metodo, params }).replace('"@VALOR@"', valor);
    const r = await s.api(cuerpo, token);
    expect(r.statusCode, `${metodo} ${valor}`).toBe(200);
    return r.json<RespuestaRpc>();
  };
  const ultimoSeq = async (): Promise<number> => {
    const [f] = await s.servidor.db.query<{ n: unknown }>('select coalesce(max(seq), 0) as n from cambio');
    return numero(f?.n);
  };

  it('cada campo de dinero escribible de cada colección: fuera de ±9.999.999.999,99, no finito o con más decimales, -32010 con el campo', async () => {
    const seqAntes = await ultimoSeq();
    const fallos: string[] = [];
    const probados: string[] = [];
    const sinMutador: string[] = [];
    for (const [c, campos] of camposDinero()) {
      const e = entidades[c];
      for (const [campo, tipo] of campos) {
        const via = escrituraDe(c, campo);
        if (via === null) {
          sinMutador.push(`${c}.${campo}`);
          continue;
        }
        probados.push(`${c}.${campo}`);
        const params = via === 'updateSync'
          ? envoltura({ id: randomUUID(), cambios: { [campo]: '@VALOR@' } })
          : envoltura({ doc: { [e.clave]: randomUUID(), [campo]: '@VALOR@' } });
        for (const m of malos(tipo)) {
          const r = await llamar(`${e.metodo}.${via}`, params, m.json);
          // Un campo con regla propia (el importe de la caja) da su mensaje, el de su formulario; si no, el de dinero.
          const propio = VALIDACIONES_CAMPO[c]?.[campo]?.(JSON.parse(m.json)) ?? null;
          const esperado = new RegExp(`^${propio === null ? `El campo ${escapar(campo)}: ${escapar(m.mensaje)}` : escapar(propio)}$`);
          if (r.error?.code !== VALIDACION || !esperado.test(r.error.message)) fallos.push(`${e.metodo}.${via} ${campo}=${m.json}: ${JSON.stringify(r)}`);
        }
        // El máximo exacto sí pasa la comprobación de dinero (el error, si lo hay, es de otra cosa).
        const r = await llamar(`${e.metodo}.${via}`, params, '9999999999.99');
        if (r.error?.message.includes(MENSAJES_DINERO.maximo) === true) fallos.push(`${e.metodo}.${via} ${campo}=9999999999.99 rechazado: ${r.error.message}`);
      }
    }
    expect(fallos).toEqual([]);
    // Los que el cliente escribe: cuotas, mantenimientos, líneas, caja, artículos…
    expect(probados).toEqual(expect.arrayContaining([
      'cuotapresupuesto.importe', 'mantpresupuesto.importe', 'movimientocaja.importe', 'lpresupuestocli.precio', 'loperacioncrm.precio', 'cuotasistema.importe',
    ]));
    // Los que ningún mutador genérico escribe los calculan los mutadores (totales, copias del presupuesto)
    // o llegan del ERP; el cobro tiene su prueba abajo.
    console.log(`Dinero: ${probados.length} campos escribibles probados; sin mutador genérico: ${sinMutador.join(', ')}`);
    expect(await ultimoSeq()).toBe(seqAntes);
  }, 240_000);

  it('una línea cuyo importe (precio × (1 − dto/100) × unidades) pasaría del límite se rechaza aunque cada campo valga', async () => {
    const [p] = await s.servidor.db.query<{ id: string }>("select id from presupuestocli where (doc->>'estado')::int = 1 order by id limit 1");
    if (!p) throw new Error('La demo no tiene presupuestos en elaboración');
    const seqAntes = await ultimoSeq();
    const r = await llamar('lpresupuestoCli.insertSync', envoltura({
      doc: { idlpresupuestocli: randomUUID(), idpresupuestocli: p.id, idsubsis_presupuesto: null, idarticulo: null, descripcion: 'Línea enorme', unidades: 2, precio: '@VALOR@', dto: 0, iva: 21, importe: 0, orden: 10, estado: 1 },
    }), '9999999999.99');
    expect(r.error?.code).toBe(VALIDACION);
    expect(r.error?.message).toBe(`El importe de la línea (precio × (1 − dto/100) × unidades): ${MENSAJES_DINERO.maximo}`);
    expect(await ultimoSeq()).toBe(seqAntes);
  });

  it('un cobro de 1e308 € se rechaza con el límite de dinero (antes se guardaba)', async () => {
    const [p] = await s.servidor.db.query<{ id: string }>("select id from partetrabajo where (doc->>'estado')::int = 1 order by id limit 1");
    if (!p) throw new Error('La demo no tiene partes pendientes');
    const seqAntes = await ultimoSeq();
    const r = await llamar('cobro.insertSync', envoltura({
      doc: { idcobro: randomUUID(), idparte_trabajo: p.id, importe: '@VALOR@', forma_pago: 'tarjeta', recibo: `R-PRUEBA-${randomUUID().slice(0, 8)}` },
    }), '1e308');
    expect(r.error?.code).toBe(VALIDACION);
    expect(r.error?.message).toBe(`El campo importe: ${MENSAJES_DINERO.maximo}`);
    expect(await ultimoSeq()).toBe(seqAntes);
  });
});
