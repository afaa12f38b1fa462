/** Intervenciones sobre el material del sistema: el campo de cada una, la pregunta de desinstalar y la mutación que manda. */
import { describe, expect, it } from 'vitest';
import type { VigiaMetodos } from '../../../replication/cliente';
import { campoSuelto, erroresDe } from '../../ui/formulario/declaracion';
import { formularioIntervencion, MAX_TEXTO_ACCION, mutacionIntervencion, nombreMaterial, type RegistroIntervencion } from './intervencion-formulario';

const secuencia = () => {
  let n = 0;
  return () => `id-${++n}`;
};
const registro: RegistroIntervencion = { idmaterial_sistema: 'M1', idparte_trabajo: 'P1', nombre: 'Detector (NS-1)', idfurgoneta: 'F1' };
const llamadas: { metodo: string; params: unknown }[] = [];
const db: Pick<VigiaMetodos, 'mutate'> = {
  mutate: (metodo, params) => {
    llamadas.push({ metodo, params });
    return Promise.resolve({ idsync_upload: 'u1', resultado: null });
  },
};

describe('intervenciones sobre el material', () => {
  it('cada una con su campo: número de serie y motivo opcionales, acción y anomalía obligatorias', () => {
    const [sustituir] = formularioIntervencion('sustituir', db).campos;
    const [motivo] = formularioIntervencion('desinstalar', db).campos;
    const [anomalia] = formularioIntervencion('anomalia', db).campos;
    if (!sustituir || !motivo || !anomalia) throw new Error('sin campos');
    expect(campoSuelto(sustituir)).toMatchObject({ etiqueta: 'Nuevo número de serie', requerido: false, maximo: 60 });
    expect(campoSuelto(motivo)).toMatchObject({ etiqueta: 'Motivo', requerido: false, maximo: 500 });
    expect(campoSuelto(anomalia)).toMatchObject({ etiqueta: 'Anomalía encontrada', requerido: true, maximo: MAX_TEXTO_ACCION });
    expect(erroresDe(formularioIntervencion('accion', db), { texto: '  ' })).toEqual([{ campo: 'texto', error: 'Campo requerido' }]);
    expect(erroresDe(formularioIntervencion('sustituir', db), { texto: '' })).toEqual([]);
  });

  it('solo desinstalar pregunta antes', () => {
    const datos = { valores: { texto: '' }, cambios: {}, registro };
    expect(formularioIntervencion('desinstalar', db).confirmar?.(datos)).toBe('¿Desinstalar Detector (NS-1) del sistema? Quedará anotado como acción del parte.');
    expect(formularioIntervencion('sustituir', db).confirmar?.(datos)).toBeNull();
    expect(nombreMaterial({ descripcion: 'Detector', numserie: null })).toBe('Detector');
  });

  it('la mutación de cada una: la pieza nueva sale de la furgoneta y la desinstalada vuelve a ella', () => {
    expect(mutacionIntervencion('sustituir', registro, '', secuencia())).toEqual({
      metodo: 'materialSistema.sustituirSync',
      params: { idmaterial_sistema: 'M1', idparte_trabajo: 'P1', idaccion_ejec: 'id-1', idmaterial_nuevo: 'id-3', numserie_nuevo: null, salida: { idalmacen: 'F1', idmovimiento_stock: 'id-2' } },
    });
    expect(mutacionIntervencion('desinstalar', { ...registro, idfurgoneta: null }, 'Averiado', secuencia())).toEqual({
      metodo: 'materialSistema.desinstalarSync',
      params: { idmaterial_sistema: 'M1', idparte_trabajo: 'P1', idaccion_ejec: 'id-1', motivo: 'Averiado', devolucion: null },
    });
    expect(mutacionIntervencion('anomalia', registro, 'Sucio', secuencia()).params).toMatchObject({ tipo: 'anomalia', texto: 'Sucio' });
  });

  it('enviar manda la mutación con el texto recortado', async () => {
    const d = formularioIntervencion('accion', db, secuencia());
    await d.enviar({ valores: { texto: 'Limpieza' }, cambios: {}, registro });
    expect(llamadas).toEqual([
      { metodo: 'materialSistema.accionSync', params: { idmaterial_sistema: 'M1', idparte_trabajo: 'P1', idaccion_ejec: 'id-1', tipo: 'accion', texto: 'Limpieza' } },
    ]);
  });
});
