/** El estado de un documento por id y lo que la carcasa dice en cada uno. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MarcoDocumento, REGISTRO_ANULADO, REGISTRO_NO_ESTA } from './Documento';
import { estadoDocumento, type DatosDocumento } from './estado-documento';

interface Doc {
  id: string;
  nombre: string;
  estado: number;
}
const doc: Doc = { id: '1', nombre: 'Ferretería López', estado: 1 };
const base: DatosDocumento<Doc> = { permitido: true, doc, descargaHecha: true, recibidos: null };

describe('estadoDocumento', () => {
  it('sin permiso no importa lo demás', () => {
    expect(estadoDocumento({ ...base, permitido: false })).toEqual({ fase: 'sinPermiso' });
  });
  it('la consulta sin contestar es cargando', () => {
    expect(estadoDocumento({ ...base, doc: undefined })).toEqual({ fase: 'cargando' });
  });
  it('si falta y la primera descarga sigue, no dice que no está: descargando, con lo recibido', () => {
    expect(estadoDocumento({ ...base, doc: null, descargaHecha: false, recibidos: 1200 })).toEqual({ fase: 'descargando', recibidos: 1200 });
  });
  it('si falta y la descarga terminó, no está', () => {
    expect(estadoDocumento({ ...base, doc: null })).toEqual({ fase: 'noEsta' });
  });
  it('estado 0 es anulado; otro estado o sin estado, listo', () => {
    expect(estadoDocumento({ ...base, doc: { ...doc, estado: 0 } }).fase).toBe('anulado');
    expect(estadoDocumento(base)).toEqual({ fase: 'listo', doc });
    expect(estadoDocumento<{ id: string }>({ ...base, doc: { id: '1' } }).fase).toBe('listo');
  });
});

const pintar = (datos: DatosDocumento<Doc>, mensajeNoEsta?: string): string =>
  renderToStaticMarkup(
    <MarcoDocumento estado={estadoDocumento(datos)} nombre="Cliente" volver={<a href="/app/clientes/">Volver</a>} mensajeNoEsta={mensajeNoEsta}>
      {(d) => <h1>{d.nombre}</h1>}
    </MarcoDocumento>,
  );

describe('MarcoDocumento', () => {
  it('listo: la ficha, sin avisos', () => {
    const html = pintar(base);
    expect(html).toContain('<h1>Ferretería López</h1>');
    expect(html).not.toContain(REGISTRO_ANULADO);
  });
  it('anulado: la ficha con el aviso', () => {
    const html = pintar({ ...base, doc: { ...doc, estado: 0 } });
    expect(html).toContain(REGISTRO_ANULADO);
    expect(html).toContain('<h1>Ferretería López</h1>');
  });
  it('anulado con el aviso de la entidad (un cliente en estado 0 está de baja)', () => {
    const html = renderToStaticMarkup(
      <MarcoDocumento estado={estadoDocumento({ ...base, doc: { ...doc, estado: 0 } })} nombre="Cliente" avisoAnulado="Este cliente está de baja">
        {(d) => <h1>{d.nombre}</h1>}
      </MarcoDocumento>,
    );
    expect(html).toContain('Este cliente está de baja');
    expect(html).not.toContain(REGISTRO_ANULADO);
  });
  it('cargando: un estado, sin título falso', () => {
    const html = pintar({ ...base, doc: undefined });
    expect(html).toContain('role="status"');
    expect(html).toContain('Cargando cliente…');
    expect(html).not.toContain('no disponible');
  });
  it('descargando: progreso y nunca «no está»', () => {
    const html = pintar({ ...base, doc: null, descargaHecha: false, recibidos: 15000 });
    expect(html).toContain('15.000 documentos recibidos');
    expect(html).toContain('<progress');
    expect(html).not.toContain(REGISTRO_NO_ESTA);
  });
  it('no está: el texto de la especificación (u otro dado) y la vuelta', () => {
    const html = pintar({ ...base, doc: null });
    expect(html).toContain('Cliente no disponible');
    expect(html).toContain(REGISTRO_NO_ESTA);
    expect(html).toContain('href="/app/clientes/"');
    expect(pintar({ ...base, doc: null }, 'El fichero no está disponible')).toContain('El fichero no está disponible');
  });
  it('sin permiso: el aviso de permisos, no los datos', () => {
    const html = pintar({ ...base, permitido: false });
    expect(html).toContain('No tienes permiso de acceso para visualizar');
    expect(html).not.toContain('Ferretería López');
  });
});
