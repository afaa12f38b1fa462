/** Partes de novedad: nombres (gravedad, tipos), hora y recibido, orden de las novedades y los formularios (reglas y lo que mandan). */
import { describe, expect, it, vi } from 'vitest';
import { novedadSchema } from '../../../schemas/novedad';
import { cambiosDe, erroresDe, type DeclaracionFormulario } from '../../ui/formulario/declaracion';
import { cambiosNovedad, formularioNovedad, valoresNovedad, type ValoresNovedad } from './novedad-formulario';
import { cambiosParte, formularioAltaParte, formularioEditarParte, paramsCrearParte, valoresAltaParte, valoresDeParte, type ValoresAltaParteNovedad } from './parte-novedad-formulario';
import { claseGravedad, horaLocal, nombreGravedad, nombreNovedad, nombreTipoNovedad, ordenarNovedades, textoRecibido, TIPOS_NOVEDAD, type Novedad, type ParteNovedad } from './partes-novedad';
import { ETIQUETAS_TIPO_NOVEDAD, etiquetasParteNovedad, etiquetasPrimeraNovedad } from './partes-novedad.labels';

const sinMotor = { mutate: () => Promise.reject(new Error('no se llama')) };
const espia = () => ({ mutate: vi.fn((_metodo: string, _params: unknown) => Promise.resolve({ idsync_upload: 'u', resultado: null })) });
const errorDe = <V,>(d: Pick<DeclaracionFormulario<V, unknown>, 'campos' | 'entidad'>, v: V, campo: keyof V) => erroresDe(d, v).find((e) => e.campo === campo)?.error;

const parte: ParteNovedad = {
  idparte_novedad: 'pn1', numero: 'PN1A2B3C4D', idpuesto_servicio: 'ps1', idvigilante: 'v1', fecha: '2025-03-07T21:15:00.000Z', recibido: null,
  titulo: 'Intrusión en nave 2', descripcion: null, gravedad: 'alta', avisados: 'Policía', estado: 1,
};
const novedad = (id: string, hora: string, descripcion = 'Salta la alarma'): Novedad => ({
  idnovedad: id, idparte_novedad: 'pn1', hora, tipo: 'alarma', descripcion, actuacion: null, estado: 1,
});

describe('nombres y reglas puras', () => {
  it('cada tipo de novedad del esquema tiene su nombre en español', () => {
    expect([...TIPOS_NOVEDAD]).toEqual([...novedadSchema.properties.tipo.enum]);
    expect(TIPOS_NOVEDAD.map(nombreTipoNovedad)).toEqual(['Intrusión', 'Alarma', 'Avería', 'Incendio', 'Acceso', 'Ronda', 'Relevo', 'Otro']);
    expect(Object.keys(ETIQUETAS_TIPO_NOVEDAD)).toEqual([...TIPOS_NOVEDAD]);
  });

  it('gravedad: nombre y etiqueta de color', () => {
    expect(['baja', 'media', 'alta'].map(nombreGravedad)).toEqual(['Baja', 'Media', 'Alta']);
    expect(claseGravedad('alta')).toBe('etiqueta etiqueta-cola-fallido');
    expect(claseGravedad('media')).toBe('etiqueta etiqueta-aviso');
    expect(claseGravedad('baja')).toBe('etiqueta etiqueta-neutra');
  });

  it('hora local HH:MM, recibido o pendiente de subir y etiquetas de la ficha', () => {
    expect(horaLocal(new Date(2025, 2, 7, 9, 5))).toBe('09:05');
    expect(textoRecibido(null)).toBe('Pendiente de subir');
    expect(textoRecibido('2025-03-07T21:16:00.000Z')).toMatch(/07\/03\/2025/);
    expect(etiquetasParteNovedad.fecha).toBe('Hora del dispositivo');
    expect(etiquetasParteNovedad.recibido).toBe('Recibido en el servidor');
    expect(etiquetasParteNovedad.avisados).toBe('A quién se ha avisado');
  });

  it('las novedades van por hora', () => {
    const ordenadas = ordenarNovedades([novedad('n3', '23:40'), novedad('n1', '08:00'), novedad('n2', '22:15', 'B'), novedad('n4', '22:15', 'A')]);
    expect(ordenadas.map((n) => n.idnovedad)).toEqual(['n1', 'n4', 'n2', 'n3']);
    expect(nombreNovedad(novedad('n1', '22:15'))).toBe('de las 22:15 (Alarma)');
  });
});

describe('alta del parte', () => {
  const v: ValoresAltaParteNovedad = { ...valoresAltaParte(new Date(2025, 2, 7, 22, 15)), idpuesto_servicio: 'ps1', titulo: ' Intrusión en nave 2 ', gravedad: 'alta', avisados: 'Policía y CRA' };
  const d = formularioAltaParte({ motor: sinMotor, idparte_novedad: 'pn1' });

  it('de entrada, la hora de la novedad es la del dispositivo y no hay novedad', () => {
    expect(valoresAltaParte(new Date(2025, 2, 7, 22, 15))).toMatchObject({ hora: '22:15', conNovedad: false, gravedad: '', idpuesto_servicio: '' });
  });

  it('puesto, título y gravedad obligatorios; la novedad solo se valida si se anota', () => {
    expect(erroresDe(d, v)).toEqual([]);
    expect(errorDe(d, { ...v, idpuesto_servicio: '' }, 'idpuesto_servicio')).toBe('Elige un puesto');
    expect(errorDe(d, { ...v, titulo: '' }, 'titulo')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, gravedad: '' }, 'gravedad')).toBe('Elige la gravedad');
    const conNovedad = { ...v, conNovedad: true };
    expect(errorDe(d, conNovedad, 'tipo')).toBe('Elige el tipo');
    expect(errorDe(d, conNovedad, 'novedad')).toBe('Campo requerido');
    expect(errorDe(d, { ...conNovedad, hora: '25:00' }, 'hora')).toBeDefined();
    expect(erroresDe(d, { ...conNovedad, tipo: 'intrusion', novedad: 'Puerta forzada' })).toEqual([]);
  });

  it('los campos y el botón con sus etiquetas', () => {
    expect(d.campos.map((c) => c.etiqueta)).toEqual([
      'Puesto', 'Título', 'Descripción', 'Gravedad', 'A quién se ha avisado',
      etiquetasPrimeraNovedad.conNovedad, 'Hora de la novedad', 'Tipo de novedad', 'Descripción de la novedad', 'Actuación',
    ]);
    expect(d.boton).toBe('Crear parte');
  });

  it('manda parteNovedad.crearSync con el id de la pantalla, textos vacíos a null y la primera novedad si se anota', async () => {
    expect(paramsCrearParte(v, 'pn1', 'n1')).toEqual({
      idparte_novedad: 'pn1', idpuesto_servicio: 'ps1', titulo: 'Intrusión en nave 2', descripcion: null, gravedad: 'alta', avisados: 'Policía y CRA', novedades: [],
    });
    const motor = espia();
    const valores = { ...v, conNovedad: true, tipo: 'intrusion', novedad: ' Puerta forzada ', actuacion: '' };
    await formularioAltaParte({ motor, idparte_novedad: 'pn1', nuevoId: () => 'n9' }).enviar({ valores, cambios: valores, registro: undefined });
    expect(motor.mutate.mock.calls).toEqual([
      [
        'parteNovedad.crearSync',
        {
          idparte_novedad: 'pn1', idpuesto_servicio: 'ps1', titulo: 'Intrusión en nave 2', descripcion: null, gravedad: 'alta', avisados: 'Policía y CRA',
          novedades: [{ idnovedad: 'n9', hora: '22:15', tipo: 'intrusion', descripcion: 'Puerta forzada', actuacion: null }],
        },
      ],
    ]);
  });
});

describe('edición del parte', () => {
  it('manda parteNovedad.updateSync solo con lo cambiado (vacíos a null)', async () => {
    const d = formularioEditarParte(sinMotor);
    const antes = valoresDeParte(parte);
    expect(antes).toEqual({ titulo: 'Intrusión en nave 2', descripcion: '', gravedad: 'alta', avisados: 'Policía' });
    expect(erroresDe(d, antes)).toEqual([]);
    const despues = { ...antes, gravedad: 'media', avisados: '  ' };
    const cambios = cambiosDe(d.campos, antes, despues);
    expect(cambios).toEqual({ gravedad: 'media', avisados: '' });
    expect(cambiosParte(cambios)).toEqual({ gravedad: 'media', avisados: null });
    const motor = espia();
    await formularioEditarParte(motor).enviar({ valores: despues, cambios, registro: parte });
    expect(motor.mutate.mock.calls).toEqual([['parteNovedad.updateSync', { id: 'pn1', cambios: { gravedad: 'media', avisados: null } }]]);
  });
});

describe('novedad', () => {
  const v: ValoresNovedad = { hora: '22:15', tipo: 'alarma', descripcion: 'Salta la alarma del muelle', actuacion: '' };

  it('hora, tipo y descripción obligatorios; la nueva lleva la hora del dispositivo', () => {
    const d = formularioNovedad({ motor: sinMotor, idparte_novedad: 'pn1' });
    expect(valoresNovedad(null, new Date(2025, 2, 7, 6, 30))).toEqual({ hora: '06:30', tipo: '', descripcion: '', actuacion: '' });
    expect(erroresDe(d, v)).toEqual([]);
    expect(errorDe(d, { ...v, tipo: '' }, 'tipo')).toBe('Elige el tipo');
    expect(errorDe(d, { ...v, descripcion: ' ' }, 'descripcion')).toBe('Campo requerido');
    expect(errorDe(d, { ...v, hora: '' }, 'hora')).toBe('Campo requerido');
  });

  it('alta con novedad.insertSync y modificación con novedad.updateSync', async () => {
    const motor = espia();
    const d = formularioNovedad({ motor, idparte_novedad: 'pn1', nuevoId: () => 'n5' });
    await d.enviar({ valores: { ...v, actuacion: ' Aviso a CRA ' }, cambios: v, registro: null });
    const fila = novedad('n1', '22:15');
    const antes = valoresNovedad(fila, new Date());
    const despues = { ...antes, tipo: 'intrusion', actuacion: 'Aviso a la policía' };
    await d.enviar({ valores: despues, cambios: cambiosDe(d.campos, antes, despues), registro: fila });
    expect(motor.mutate.mock.calls).toEqual([
      ['novedad.insertSync', { doc: { idnovedad: 'n5', idparte_novedad: 'pn1', hora: '22:15', tipo: 'alarma', descripcion: 'Salta la alarma del muelle', actuacion: 'Aviso a CRA', estado: 1 } }],
      ['novedad.updateSync', { id: 'n1', cambios: { tipo: 'intrusion', actuacion: 'Aviso a la policía' } }],
    ]);
    expect(cambiosNovedad({ actuacion: '' })).toEqual({ actuacion: null });
  });
});
