import { describe, expect, it } from 'vitest';
import { mutadores } from '../../../replication/mutadores';
import { colecciones, entidades } from '../../../schemas';
import { mayuscula, participiosGenerico } from '../../../schemas/entidad';
import { formatearBytes, formatearFecha, formatearMoneda } from '../../lib/formato';
import { describirCambio, describirMetodo, descripcionesMetodo, metodoGenerico, parametrosLegibles, resumirBinario, valorDeReferencia, type CampoLegible } from './metodos';
import { CAMBIO_DESCONOCIDO } from './sincronizacion.labels';

/** PNG de 1×1 píxel. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const BYTES_PNG = Buffer.from(PNG, 'base64').length;

/** Los datos como 'Etiqueta: valor' (los registros, como 'Etiqueta → coleccion:id'). */
const comoTexto = (campos: readonly CampoLegible[]): string[] =>
  campos.map((c) => ('registro' in c ? `${c.etiqueta} → ${c.registro.coleccion}:${c.registro.id}` : `${c.etiqueta}: ${c.valor}`));

describe('describirCambio: qué se hizo', () => {
  it('los mutadores genéricos, con la entidad en español y concordada', () => {
    expect(describirCambio('nota.insertSync', { doc: { idnota: 'n1', idtabla: 269, id: 'p1', texto: 'Hola' } }).accion).toBe('Nota añadida');
    expect(describirCambio('telefono.insertSync', { doc: { idtelefono: 't1' } }).accion).toBe('Teléfono añadido');
    expect(describirCambio('lparteTrabajo.deleteSync', { id: 'l1' }).accion).toBe('Línea de parte eliminada');
    expect(describirCambio('tiempoTrabajado.deleteSync', { id: 't1' }).accion).toBe('Tiempo trabajado eliminado');
  });

  it('una modificación dice los campos cambiados por su nombre (y calla los que no tienen)', () => {
    expect(describirCambio('parteTrabajo.updateSync', { id: '208', cambios: { observaciones: 'x' } }).accion).toBe('Parte de trabajo modificado: observaciones');
    expect(describirCambio('parteTrabajo.updateSync', { id: '208', cambios: { observaciones: 'x', ffijada: '2025-03-07', idtecnico: 'T1' } }).accion).toBe(
      'Parte de trabajo modificado: observaciones, fecha fijada y técnico',
    );
    expect(describirCambio('cliente.updateSync', { id: 'c1', cambios: { nif: 'B1', campo_raro: 1 } }).accion).toBe('Cliente modificado: NIF');
    expect(describirCambio('nota.updateSync', { id: 'n1', cambios: {} }).accion).toBe('Nota modificada');
  });

  it('los mutadores con reglas, con una frase propia que precisan sus parámetros', () => {
    expect(describirCambio('parteTrabajo.instalarMaterialSync', { idparte_trabajo: 'p1' }).accion).toBe('Material instalado en el parte');
    expect(describirCambio('ordenTrabajo.finalizarOt', { idparte_trabajo: 'p1', opcion: 1 }).accion).toBe('Parte cerrado: finalizar orden');
    expect(describirCambio('ordenTrabajo.finalizarOt', { idparte_trabajo: 'p1', opcion: 4 }).accion).toBe('Parte cerrado: reasignar a otro técnico');
    expect(describirCambio('materialSistema.accionSync', { tipo: 'anomalia' }).accion).toBe('Anomalía anotada en un material del sistema');
    expect(describirCambio('checklistOt.responderSync', { respuesta: 'ok' }).accion).toBe('Pregunta de checklist respondida: correcto');
    expect(describirCambio('checklistOt.estadoAccionCorrectoraSync', { estado: 2 }).accion).toBe('Acción correctora marcada como realizada');
    expect(describirCambio('cobro.insertSync', { doc: { idcobro: 'c1', idparte_trabajo: 'p1' } }).accion).toBe('Cobro al cliente registrado');
    expect(describirCambio('fichero.subirSync', {}).accion).toBe('Fichero añadido');
  });

  it('cobro.insertSync es un mutador con reglas, no el alta genérica', () => {
    expect(metodoGenerico('cobro.insertSync')).toBeNull();
    expect(metodoGenerico('nota.insertSync')).toEqual({ coleccion: 'nota', accion: 'insertSync' });
    // Una entidad sin ese mutador genérico no lo tiene aunque el nombre encaje.
    expect(metodoGenerico('articulo.insertSync')).toBeNull();
  });

  it('un método desconocido se dice en español, sin su nombre técnico', () => {
    expect(describirCambio('otraCosa.hacer', {})).toEqual({ accion: CAMBIO_DESCONOCIDO, registro: null });
    expect(describirMetodo('sinpunto')).toBe(CAMBIO_DESCONOCIDO);
  });

  it('todos los mutadores registrados tienen descripción, sin palabras de programador', () => {
    for (const metodo of mutadores.keys()) {
      const accion = describirMetodo(metodo);
      expect(accion, metodo).not.toBe(CAMBIO_DESCONOCIDO);
      expect(accion, metodo).not.toMatch(/Sync|\.|[a-z][A-Z]/);
    }
  });

  it('los genéricos dicen la entidad con el nombre y el género de su entrada (schemas/index.ts)', () => {
    let vistos = 0;
    for (const c of colecciones) {
      const { metodo, mutadores: genericos, nombre } = entidades[c];
      for (const m of genericos) {
        const sufijo = m === 'insert' ? 'insertSync' : m === 'update' ? 'updateSync' : 'deleteSync';
        const frase = descripcionesMetodo[`${metodo}.${sufijo}`];
        expect(frase, `${metodo}.${sufijo}`).toBe(`${mayuscula(nombre.singular)} ${participiosGenerico[m][nombre.genero]}`);
        vistos++;
      }
    }
    expect(vistos).toBeGreaterThan(50);
    expect(descripcionesMetodo['novedad.insertSync']).toBe('Novedad añadida');
  });
});

describe('describirCambio: sobre qué registro', () => {
  it('el alta lleva su documento (no hace falta leerlo) y sube hasta su principal', () => {
    const doc = { idnota: 'n1', idtabla: 269, id: 'p1', texto: 'Hola' };
    expect(describirCambio('nota.insertSync', { doc }).registro).toEqual({ coleccion: 'nota', id: 'n1', doc, subir: true });
  });

  it('la modificación y la baja, por su id', () => {
    expect(describirCambio('parteTrabajo.updateSync', { id: '208', cambios: {} }).registro).toEqual({ coleccion: 'partetrabajo', id: '208', subir: true });
    expect(describirCambio('nota.deleteSync', { id: 'n1' }).registro).toEqual({ coleccion: 'nota', id: 'n1', subir: true });
  });

  it('los mutadores con reglas, por el registro que tocan', () => {
    expect(describirCambio('parteTrabajo.instalarMaterialSync', { idparte_trabajo: 'p1' }).registro).toEqual({ coleccion: 'partetrabajo', id: 'p1', subir: true });
    expect(describirCambio('cobro.insertSync', { doc: { idparte_trabajo: 'p2' } }).registro).toEqual({ coleccion: 'partetrabajo', id: 'p2', subir: true });
    expect(describirCambio('fichero.subirSync', { doc: { idtabla: 96, id: 's1' } }).registro).toEqual({ coleccion: 'sistema', id: 's1', subir: true });
    expect(describirCambio('checklistOt.responderSync', { idpregunta_checklist_ot: 'q1' }).registro).toEqual({
      coleccion: 'preguntachecklistot',
      id: 'q1',
      subir: true,
    });
    expect(describirCambio('planoMaterial.quitarSync', { idmaterial_sistema: 'm1' }).registro).toEqual({ coleccion: 'materialsistema', id: 'm1', subir: true });
  });

  it('sin los parámetros que hacen falta, sin registro', () => {
    expect(describirCambio('parteTrabajo.instalarMaterialSync', null).registro).toBeNull();
    expect(describirCambio('nota.insertSync', { doc: {} }).registro).toBeNull();
  });
});

describe('parametrosLegibles', () => {
  it('una modificación: los campos cambiados con su etiqueta y su valor con formato; los ids, como registros', () => {
    const campos = parametrosLegibles('parteTrabajo.updateSync', {
      id: '208',
      cambios: { observaciones: 'Cambiar la batería', estado: 2, ffijada: '2025-03-07', idtecnico: 'T1', fecha_desc: 'x' },
    });
    expect(comoTexto(campos)).toEqual([
      'Observaciones: Cambiar la batería',
      'Estado: Finalizado',
      `Fecha fijada: ${formatearFecha('2025-03-07')}`,
      'Técnico → tecnico:T1',
    ]);
    expect(formatearFecha('2025-03-07')).toBe('07/03/2025');
  });

  it('un alta: sin su propio id, sin el estado inicial ni el registro que ya nombra el cambio', () => {
    const campos = parametrosLegibles('nota.insertSync', { doc: { idnota: 'n1', idtabla: 269, id: 'p1', texto: 'Llamar antes', autor: 'Ana', estado: 1 } });
    expect(comoTexto(campos)).toEqual(['Texto: Llamar antes', 'Autor: Ana']);
  });

  it('fichero.subirSync: el tipo en español, el tamaño y el contenido resumido, nunca el base64', () => {
    const campos = parametrosLegibles('fichero.subirSync', {
      doc: { idfichero: 'f1', idtabla: 269, id: 'p1', nombre: 'plano.png', tipo: 'image/png', tamano: 1536 },
      contenido: PNG,
    });
    expect(comoTexto(campos)).toEqual([
      'Nombre: plano.png',
      'Tipo: Imagen PNG',
      `Tamaño: ${formatearBytes(1536)}`,
      `Contenido: (imagen PNG, ${formatearBytes(BYTES_PNG)})`,
    ]);
    expect(comoTexto(campos).join('\n')).not.toContain(PNG.slice(0, 20));
  });

  it('cobro: importe en euros y forma de pago por su nombre; el parte ya es el registro del cambio', () => {
    const campos = parametrosLegibles('cobro.insertSync', {
      doc: { idcobro: 'c1', idparte_trabajo: 'p1', importe: 45.5, forma_pago: 'tarjeta', recibo: 'R1-20250307-ABCD', observaciones: null },
    });
    expect(comoTexto(campos)).toEqual([`Importe: ${formatearMoneda(45.5)}`, 'Forma de pago: Tarjeta', 'Recibo: R1-20250307-ABCD', 'Observaciones: —']);
  });

  it('instalar material: los ids de lo que se crea fuera; artículo, almacén y material como registros', () => {
    const campos = parametrosLegibles('parteTrabajo.instalarMaterialSync', {
      idparte_trabajo: 'p1', idlparte_trabajo: 'l1', idmovimiento_stock: 'm1', idarticulo: 'a1', idalmacen: 'v1', unidades: 2, precio: 10, dto: 5,
      numserie: null, idmaterial_sistema: 'ms1',
    });
    expect(comoTexto(campos)).toEqual([
      'Artículo → articulo:a1',
      'Almacén → almacen:v1',
      'Unidades: 2',
      `Precio: ${formatearMoneda(10)}`,
      'Descuento: 5 %',
      'Número de serie: —',
      'Material → materialsistema:ms1',
    ]);
  });

  it('Sí/No, respuestas y la pregunta de una checklist; un técnico sin asignar', () => {
    expect(comoTexto(parametrosLegibles('checklistOt.responderSync', { idpregunta_checklist_ot: 'q1', respuesta: 'anomalia', realizada: true }))).toEqual([
      'Pregunta → preguntachecklistot:q1',
      'Respuesta: Anomalía',
      'Realizada: Sí',
    ]);
    expect(comoTexto(parametrosLegibles('parteTrabajo.planificarSync', { idparte_trabajo: 'p1', idtecnico: null, fecha: '2025-03-10' }))).toEqual([
      'Técnico: Sin asignar',
      'Fecha: 10/03/2025',
    ]);
  });

  it('la firma: la imagen (data URL) resumida', () => {
    const campos = parametrosLegibles('checklistOt.firmarSync', { idchecklist_ot: 'k1', nombre: 'Juan Pérez', dni: '12345678Z', imagen: `data:image/png;base64,${PNG}` });
    expect(comoTexto(campos)).toEqual([
      'Checklist → checklistot:k1',
      'Nombre: Juan Pérez',
      'DNI: 12345678Z',
      `Imagen: (imagen PNG, ${formatearBytes(BYTES_PNG)})`,
    ]);
  });

  it('un fichaje: el tipo por su nombre, la precisión en metros y el porqué de no tener posición, con sus tildes', () => {
    expect(comoTexto(parametrosLegibles('presencia.registrarSync', { idpresencia: 'f1', tipo: 'entrada', lat: 40.4, lng: -3.7, precision: 12.4, sin_posicion: null }))).toEqual([
      'Tipo: Entrada',
      'Latitud: 40,4',
      'Longitud: -3,7',
      'Precisión: 12 m',
      'Sin posición: —',
    ]);
    expect(comoTexto(parametrosLegibles('presencia.registrarSync', { idpresencia: 'f2', tipo: 'salida', lat: null, lng: null, precision: null, sin_posicion: 'Permiso denegado' }))).toContain(
      'Sin posición: Permiso denegado',
    );
    expect(comoTexto(parametrosLegibles('presencia.registrarSync', { idpresencia: 'f2', tipo: 'salida' }))).toEqual(['Tipo: Salida']);
  });

  it('una baja o un método desconocido: nada más que contar', () => {
    expect(parametrosLegibles('nota.deleteSync', { id: 'n1' })).toEqual([]);
    expect(parametrosLegibles('otraCosa.hacer', { a: 1 })).toEqual([]);
  });
});

describe('resumirBinario y valorDeReferencia', () => {
  it('resume un binario por sus primeros bytes o por el tipo que se sabe', () => {
    expect(resumirBinario(PNG)).toBe(`(imagen PNG, ${formatearBytes(BYTES_PNG)})`);
    expect(resumirBinario('JVBERi0xLjQK', null)).toBe(`(documento PDF, ${formatearBytes(9)})`);
    expect(resumirBinario('aG9sYQ==', 'text/plain')).toBe(`(texto, ${formatearBytes(4)})`);
    expect(resumirBinario('aG9sYQ==')).toBe(`(fichero, ${formatearBytes(4)})`);
  });

  it('no repite la etiqueta en el valor de un registro', () => {
    expect(valorDeReferencia('Parte', 'Parte PT-000200')).toBe('PT-000200');
    expect(valorDeReferencia('Checklist', 'Checklist «Revisión anual»')).toBe('«Revisión anual»');
    expect(valorDeReferencia('Material', 'Detector PIR (n.º de serie X1)')).toBe('Detector PIR (n.º de serie X1)');
    expect(valorDeReferencia('Técnico', undefined)).toBe('—');
    expect(valorDeReferencia('Técnico', null)).toBe('—');
  });
});
