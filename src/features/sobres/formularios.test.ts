/** Formularios de los sobres: 'Enviar a firmar' (documento, días, destinatarios y lo que manda) y la firma pública (DNI, firma y aceptación). */
import { describe, expect, it } from 'vitest';
import { DNI_INCORRECTO, EMAIL_INCORRECTO } from '../../lib/validacion';
import { erroresDe, normalizar } from '../../ui/formulario/declaracion';
import { formularioEnvio, opcionesDocumento, valoresEnvio } from './enviar-formulario';
import { FIRMA_DEMASIADO_GRANDE } from '../../ui/formulario/firmante';
import { FIRMA_PUBLICA_VACIA, formularioFirmaPublica, MAX_IMAGEN_FIRMA_SOBRE, peticionDe, type ValoresFirmaPublica } from './firmar-formulario';
import type { ParametrosEnviar, ValoresEnvio } from './sobres';
import { TEXTOS_ENVIAR, TEXTOS_FIRMAR } from './sobres.labels';

const documentos = [
  { idfichero: 'f2', nombre: 'Presupuesto 7 (rev. 2).pdf', creado: '2025-06-02T10:00:00Z' },
  { idfichero: 'f1', nombre: 'Presupuesto 7.pdf', creado: '2025-06-01T10:00:00Z' },
];
const cliente = [{ iddestinatario_sobre: 'd1', nombre: 'Ana Pérez', email: 'ana@ejemplo.es' }];

const envio = (pendientes: readonly string[] = []) => {
  const enviados: ParametrosEnviar[] = [];
  const d = formularioEnvio({
    documentos,
    pendienteDeSubir: (id) => pendientes.includes(id),
    idsobre: 's-fijo',
    enviar: (p) => {
      enviados.push(p);
      return Promise.resolve();
    },
  });
  return { d, enviados };
};
const erroresEnvio = (v: ValoresEnvio, pendientes: readonly string[] = []) => Object.fromEntries(erroresDe(envio(pendientes).d, v).map((e) => [e.campo, e.error]));

describe('enviar a firmar', () => {
  const iniciales = valoresEnvio('7', documentos, cliente);

  it('se abre con el PDF más reciente, el asunto por defecto, 15 días y el cliente, y así vale', () => {
    expect(iniciales).toEqual({ idfichero: 'f2', asunto: 'Presupuesto 7 para firmar', mensaje: '', dias_validez: 15, destinatarios: cliente });
    expect(erroresEnvio(iniciales)).toEqual({});
  });

  it("el desplegable empieza por 'Elige el documento' y lleva cada PDF en su orden", () => {
    expect(opcionesDocumento(documentos).map((o) => o.valor)).toEqual(['', 'f2', 'f1']);
    expect(opcionesDocumento(documentos)[0]?.etiqueta).toBe(TEXTOS_ENVIAR.eligeDocumento);
  });

  it('sin documento, o con uno que aún no se ha subido, no se envía', () => {
    expect(erroresEnvio({ ...iniciales, idfichero: '' })).toEqual({ idfichero: TEXTOS_ENVIAR.eligeDocumento });
    expect(erroresEnvio(iniciales, ['f2'])).toEqual({ idfichero: TEXTOS_ENVIAR.documentoPendiente });
    expect(erroresEnvio({ ...iniciales, idfichero: 'f1' }, ['f2'])).toEqual({});
  });

  it('asunto obligatorio; días de validez enteros de 1 a 60', () => {
    expect(erroresEnvio({ ...iniciales, asunto: ' ' })).toEqual({ asunto: 'Campo requerido' });
    expect(erroresEnvio({ ...iniciales, dias_validez: null })).toEqual({ dias_validez: 'Campo requerido' });
    expect(erroresEnvio({ ...iniciales, dias_validez: 0 })).toEqual({ dias_validez: 'Debe ser al menos 1' });
    expect(erroresEnvio({ ...iniciales, dias_validez: 61 })).toEqual({ dias_validez: 'No puede ser mayor que 60' });
    expect(erroresEnvio({ ...iniciales, dias_validez: 2.5 })).toEqual({ dias_validez: TEXTOS_ENVIAR.diasEnteros });
    expect(erroresEnvio({ ...iniciales, dias_validez: 60 })).toEqual({});
  });

  it('los destinatarios: al menos uno y cada correo válido', () => {
    expect(erroresEnvio({ ...iniciales, destinatarios: [] })).toEqual({ destinatarios: TEXTOS_ENVIAR.ningunDestinatario });
    const malo = [...cliente, { iddestinatario_sobre: 'd2', nombre: 'Luis', email: 'luis@' }];
    expect(erroresEnvio({ ...iniciales, destinatarios: malo })).toEqual({ destinatarios: `Destinatario 2: ${EMAIL_INCORRECTO}` });
  });

  it('manda sobre.enviar con el idsobre del formulario y los valores normalizados', async () => {
    const { d, enviados } = envio();
    const destinatarios = [{ iddestinatario_sobre: 'd1', nombre: ' Ana ', email: 'ana@ejemplo.es ' }];
    const valores = normalizar(d.campos, { ...iniciales, asunto: ' Firma ', mensaje: 'Hola', dias_validez: 10, destinatarios });
    await d.enviar({ valores, cambios: {}, registro: { idpresupuestocli: 'p7' } });
    expect(enviados).toEqual([
      {
        idsobre: 's-fijo',
        idpresupuestocli: 'p7',
        idfichero: 'f2',
        asunto: 'Firma',
        mensaje: 'Hola',
        dias_validez: 10,
        destinatarios: [{ iddestinatario_sobre: 'd1', nombre: 'Ana', email: 'ana@ejemplo.es' }],
      },
    ]);
  });
});

describe('firma pública', () => {
  const firma = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const pedidas: unknown[] = [];
  const d = formularioFirmaPublica((p) => {
    pedidas.push(p);
    return Promise.resolve();
  });
  const errores = (v: ValoresFirmaPublica) => Object.fromEntries(erroresDe(d, v).map((e) => [e.campo, e.error]));

  it("'Nombre y apellidos', DNI, firma y la casilla, con sus mensajes", () => {
    expect(d.campos.map((c) => [c.campo, c.etiqueta])).toEqual([
      ['nombre', TEXTOS_FIRMAR.nombre],
      ['dni', 'DNI'],
      ['firma', TEXTOS_FIRMAR.firma],
      ['acepto', TEXTOS_FIRMAR.acepto],
    ]);
    expect(errores(FIRMA_PUBLICA_VACIA)).toEqual({ nombre: 'Campo requerido', dni: 'Campo requerido', firma: TEXTOS_FIRMAR.faltaFirma, acepto: TEXTOS_FIRMAR.faltaAceptar });
  });

  it("'El DNI no es correcto' con un DNI que no casa con su letra; sin aceptar no se firma", () => {
    expect(errores({ nombre: 'Ana Pérez', dni: '12345678A', firma, acepto: true })).toEqual({ dni: DNI_INCORRECTO });
    expect(errores({ nombre: 'Ana Pérez', dni: '12345678Z', firma, acepto: false })).toEqual({ acepto: TEXTOS_FIRMAR.faltaAceptar });
    expect(errores({ nombre: 'Ana Pérez', dni: '12345678Z', firma, acepto: true })).toEqual({});
  });

  it('un NIE vale; un CIF (válido como NIF de empresa) no, como en el servidor', () => {
    expect(errores({ nombre: 'Ana Pérez', dni: 'X1234567L', firma, acepto: true })).toEqual({});
    expect(errores({ nombre: 'Ana Pérez', dni: 'B12345674', firma, acepto: true })).toEqual({ dni: DNI_INCORRECTO });
  });

  it('la firma que pasa del tope del servidor se rechaza', () => {
    const grande = `data:image/png;base64,${'A'.repeat(MAX_IMAGEN_FIRMA_SOBRE)}`;
    expect(errores({ nombre: 'Ana Pérez', dni: '12345678Z', firma: grande, acepto: true })).toEqual({ firma: FIRMA_DEMASIADO_GRANDE });
    // 300 KB de PNG en base64 caben.
    expect(MAX_IMAGEN_FIRMA_SOBRE).toBeGreaterThanOrEqual('data:image/png;base64,'.length + (300 * 1024 * 4) / 3);
  });

  it('manda nombre, DNI normalizado y la firma (sin la casilla)', async () => {
    const valores = normalizar(d.campos, { nombre: ' Ana Pérez ', dni: '12.345.678-z', firma, acepto: true });
    await d.enviar({ valores, cambios: {}, registro: undefined });
    expect(pedidas).toEqual([{ nombre: 'Ana Pérez', dni: '12345678Z', firma }]);
    expect(() => peticionDe({ ...valores, firma: null })).toThrow(TEXTOS_FIRMAR.faltaFirma);
  });
});
