/** Formularios del cierre: firma (confirmación al sustituir, borrar + insertar, el PDF que falla) y cobro (reglas y cobro.insertSync). */
import { describe, expect, it } from 'vitest';
import type { DocDe } from '../../../schemas';
import { erroresDe } from '../../ui/formulario/declaracion';
import { formularioCobro, formularioFirma, MAX_OBSERVACIONES_COBRO, SIN_TECNICO, textoSustituirFirma, valoresCobro, type ParteAFirmar, type ValoresCobro } from './cierre-formularios';
import { IMPORTE_NO_VALIDO } from './cobro';

/** Un mutador falso que apunta cada llamada. */
const mutador = () => {
  const llamadas: [string, unknown][] = [];
  return {
    llamadas,
    db: {
      mutate: (metodo: string, params: unknown) => {
        llamadas.push([metodo, params]);
        return Promise.resolve({ idsync_upload: 'u', resultado: null });
      },
    },
  };
};

const firma = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const valoresFirma = { nombre: 'Ana López', dni: '00000000T', firma };

describe('formulario de la firma', () => {
  it('sin firma anterior no pregunta; con ella, pregunta por quien firmó', () => {
    const { db } = mutador();
    const d = formularioFirma<ParteAFirmar>({ db, subirPdf: () => Promise.resolve(), avisar: () => undefined });
    const datos = { valores: valoresFirma, cambios: {}, registro: { parte: { idparte_trabajo: 'P1' }, firmas: [] } };
    expect(d.confirmar?.(datos)).toBeNull();
    expect(d.confirmar?.({ ...datos, registro: { ...datos.registro, firmas: [{ idfirma: 'F0', nombre: 'Juan Pérez' }] } })).toBe(textoSustituirFirma('Juan Pérez'));
    expect(textoSustituirFirma('Juan Pérez')).toContain('Juan Pérez');
  });

  it('borra las firmas anteriores, inserta la nueva y sube el PDF; si el PDF falla, la firma queda y se avisa', async () => {
    const { db, llamadas } = mutador();
    const avisos: string[] = [];
    const subidas: DocDe<'firma'>[] = [];
    const d = formularioFirma<ParteAFirmar>({
      db,
      subirPdf: (_, doc) => {
        subidas.push(doc);
        return Promise.reject(new Error('sin memoria'));
      },
      avisar: (m) => avisos.push(m),
    });
    await d.enviar({ valores: valoresFirma, cambios: {}, registro: { parte: { idparte_trabajo: 'P1' }, firmas: [{ idfirma: 'F0', nombre: 'Juan Pérez' }] } });
    expect(llamadas.map(([m]) => m)).toEqual(['firma.deleteSync', 'firma.insertSync']);
    expect(llamadas[0]?.[1]).toEqual({ id: 'F0' });
    expect(llamadas[1]?.[1]).toEqual({
      doc: { idfirma: expect.any(String), idtabla: 269, id: 'P1', nombre: 'Ana López', dni: '00000000T', imagen: firma, fecha: expect.any(String), estado: 1 },
    });
    expect(subidas).toHaveLength(1);
    expect(avisos).toEqual(['Firma guardada, pero no se ha podido preparar el PDF: sin memoria']);
  });
});

describe('formulario del cobro', () => {
  const { db } = mutador();
  const declaracion = formularioCobro({ db, idtecnico: '7', alGuardar: () => undefined });
  const errores = (v: ValoresCobro) => Object.fromEntries(erroresDe(declaracion, v).map((e) => [e.campo, e.error]));

  it('de entrada, el total del parte (vacío si es 0) en efectivo', () => {
    expect(valoresCobro(121)).toEqual({ importe: 121, forma_pago: 'efectivo', observaciones: '' });
    expect(valoresCobro(0).importe).toBeNull();
  });

  it('importe mayor que 0, forma de pago obligatoria y observaciones con máximo', () => {
    expect(errores({ importe: null, forma_pago: '', observaciones: 'x'.repeat(MAX_OBSERVACIONES_COBRO + 1) })).toEqual({
      importe: 'Campo requerido', forma_pago: 'Campo requerido', observaciones: `No puede ser mayor a ${MAX_OBSERVACIONES_COBRO} caracteres.`,
    });
    expect(errores({ importe: 0, forma_pago: 'tarjeta', observaciones: '' })).toEqual({ importe: IMPORTE_NO_VALIDO });
    expect(errores(valoresCobro(121))).toEqual({});
  });

  it('guarda cobro.insertSync con su recibo y se lo pasa a la pantalla', async () => {
    const m = mutador();
    const guardados: string[] = [];
    const d = formularioCobro({ db: m.db, idtecnico: '7', alGuardar: (c) => guardados.push(c.recibo) });
    await d.enviar({ valores: { importe: 121.004, forma_pago: 'tarjeta', observaciones: ' pagado ' }, cambios: {}, registro: 'P1' });
    expect(m.llamadas).toEqual([
      ['cobro.insertSync', { doc: expect.objectContaining({ idparte_trabajo: 'P1', importe: 121, forma_pago: 'tarjeta', observaciones: 'pagado', recibo: expect.stringMatching(/^R7-\d{8}-[0-9A-F]{8}$/) }) }],
    ]);
    expect(guardados).toHaveLength(1);
  });

  it("sin técnico en la sesión: 'Tu usuario no es un técnico' y no se guarda nada", async () => {
    const m = mutador();
    const d = formularioCobro({ db: m.db, idtecnico: null, alGuardar: () => undefined });
    await expect(d.enviar({ valores: valoresCobro(10), cambios: {}, registro: 'P1' })).rejects.toThrow(SIN_TECNICO);
    expect(m.llamadas).toEqual([]);
  });
});
