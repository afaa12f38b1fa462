/**
 * La cola de subida nombra el registro de un mutador con reglas por lo que el propio mutador declara
 * (`sobre`, `datosDe`), sin una tabla aparte por método: un campo distinto de la clave (el almacén de
 * origen), idtabla + id en los parámetros, y un id que va en el doc.
 */
import { describe, expect, it } from 'vitest';
import { etiquetaEstadoAccion } from '../offline/offline.labels';
import { describirCambio, parametrosLegibles } from './metodos';

describe('describirCambio: el registro que declara cada mutador', () => {
  it('la ronda por su id, la descarga de la furgoneta por su almacén de origen y los datos por idtabla + id', () => {
    expect(describirCambio('ronda.escanearSync', { idronda_realizada: 'r1', idpunto_control: 'pc1' }).registro).toEqual({
      coleccion: 'rondarealizada',
      id: 'r1',
      subir: true,
    });
    expect(describirCambio('almacen.descargarVehiculoSync', { idalmacen_origen: 'a1', idalmacen_destino: 'a2' }).registro).toEqual({
      coleccion: 'almacen',
      id: 'a1',
      subir: true,
    });
    expect(describirCambio('dato.guardarSync', { idtabla: 96, id: 's1', valores: {} }).registro).toEqual({ coleccion: 'sistema', id: 's1', subir: true });
  });

  it('lee solo donde dice: el cobro en su doc (no en los parámetros), los datos en los parámetros (no en el doc)', () => {
    expect(describirCambio('cobro.insertSync', { idparte_trabajo: 'p1' }).registro).toBeNull();
    expect(describirCambio('dato.guardarSync', { doc: { idtabla: 96, id: 's1' } }).registro).toBeNull();
  });

  it('el registro ya nombrado no se repite entre los datos, y el estado sale con el nombre de la colección declarada', () => {
    const campos = parametrosLegibles('checklistOt.estadoAccionCorrectoraSync', { idaccion_correctora_ot: 'a1', estado: 1 });
    expect(campos.some((c) => 'registro' in c && c.registro.coleccion === 'accioncorrectoraot')).toBe(false);
    expect(campos.find((c) => c.etiqueta === 'Estado')).toEqual({ etiqueta: 'Estado', valor: etiquetaEstadoAccion(1) });
    expect(etiquetaEstadoAccion(1)).not.toBe('Activo');
  });
});
