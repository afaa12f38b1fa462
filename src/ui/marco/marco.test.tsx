/** El marco de registro (lo que pinta y dónde), los enlaces comunes de la barra y la regla del registro en la edición. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MENSAJES_CAJA } from '../../../replication/caja';
import { bloqueoDocumento } from '../../../replication/mutadores';
import { enlacesComunes } from './subpaginas';
import { camposDe } from './EdicionDeclarada';
import { MarcoRegistro } from './MarcoRegistro';

const orden = (html: string, ...trozos: string[]): number[] => trozos.map((t) => html.indexOf(t));

describe('MarcoRegistro', () => {
  it('pinta título, subtítulo, aviso, barra, contenido y la vuelta al final, en ese orden', () => {
    const html = renderToStaticMarkup(
      <MarcoRegistro titulo="Cuotas" subtitulo="CT-0001 · Mantenimiento" aviso={<p>aviso</p>} barra={<nav>barra</nav>} volver={<a href="/f">Volver</a>}>
        <p>contenido</p>
      </MarcoRegistro>,
    );
    expect(html.startsWith('<div class="pantalla"><h1>Cuotas</h1><p>CT-0001 · Mantenimiento</p>')).toBe(true);
    const posiciones = orden(html, 'aviso', 'barra', 'contenido', 'Volver');
    expect(posiciones.every((p) => p > 0)).toBe(true);
    expect([...posiciones].sort((a, b) => a - b)).toEqual(posiciones);
  });

  it('con estado, el título va con su etiqueta; la vuelta arriba va bajo el subtítulo con su clase', () => {
    const html = renderToStaticMarkup(
      <MarcoRegistro titulo="Instalar material" clase="pantalla-offline" estado={<span className="etiqueta">No pendiente</span>} volver={<a href="/p">Parte PT-1</a>} volverArriba claseVolver="migas">
        <p>contenido</p>
      </MarcoRegistro>,
    );
    expect(html).toBe(
      '<div class="pantalla pantalla-offline"><div class="titulo-con-etiquetas"><h1>Instalar material</h1><span class="etiqueta">No pendiente</span></div><p class="migas"><a href="/p">Parte PT-1</a></p><p>contenido</p></div>',
    );
  });

  it('sin subtítulo ni vuelta no deja párrafos vacíos', () => {
    expect(renderToStaticMarkup(<MarcoRegistro titulo="Stock" />)).toBe('<div class="pantalla"><h1>Stock</h1></div>');
  });
});

describe('enlacesComunes', () => {
  it('ficheros y datos del idtabla de la entidad, con el texto por defecto o el propio', () => {
    expect(enlacesComunes('contrato', 'c1')).toEqual([
      { pantalla: 'ficheros', params: { id: 'c1', idtabla: '233' }, texto: 'Ficheros' },
      { pantalla: 'datos', params: { id: 'c1', idtabla: '233' }, texto: 'Datos' },
    ]);
    expect(enlacesComunes('partenovedad', 'p1', { ficheros: 'Fotos y ficheros', datos: false })).toEqual([
      { pantalla: 'ficheros', params: { id: 'p1', idtabla: '250' }, texto: 'Fotos y ficheros' },
    ]);
  });
  it('solo lo que la ficha enlaza, y nada si la entidad no tiene idtabla', () => {
    expect(enlacesComunes('cliente', 'k', { ficheros: false }).map((e) => e.pantalla)).toEqual(['datos']);
    expect(enlacesComunes('telefono', 't')).toEqual([]);
  });
});

describe('camposDe y la regla del propio registro', () => {
  class ComoRxDocument {
    readonly #datos: Record<string, unknown>;
    constructor(datos: Record<string, unknown>) {
      this.#datos = datos;
    }
    get idcobro(): unknown {
      return this.#datos.idcobro;
    }
  }
  it('lee los campos que un documento tiene como getters (un RxDocument), que { ...doc } perdería', () => {
    const deCobro = new ComoRxDocument({ idcobro: 'k1' });
    expect({ ...deCobro }).toEqual({});
    expect(bloqueoDocumento('movimientocaja', camposDe(deCobro))).toBe(MENSAJES_CAJA.deCobro);
    expect(bloqueoDocumento('movimientocaja', camposDe(new ComoRxDocument({ idcobro: null })))).toBeNull();
    expect(bloqueoDocumento('movimientocaja', camposDe({ idcobro: '' }))).toBeNull();
  });
});
