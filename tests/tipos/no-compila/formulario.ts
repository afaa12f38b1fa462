/**
 * No compila (a propósito): en un formulario declarado, el tipo de cada campo casa con el tipo de su valor
 * y el nombre del campo existe. Cada línea marcada con «no compila» tiene que dar un error de tipos.
 */
import { declararFormulario } from '../../../src/ui/formulario/declaracion';

interface Valores {
  nombre: string;
  unidades: number | null;
  acepta: boolean;
}

export const bien = declararFormulario<Valores>({
  campos: [
    { campo: 'nombre', tipo: 'texto', etiqueta: 'Nombre', maximo: 10 },
    { campo: 'unidades', tipo: 'numero', etiqueta: 'Unidades', minimo: 1 },
    { campo: 'acepta', tipo: 'casilla', etiqueta: 'Acepto' },
  ],
  mensaje: 'Guardado',
  enviar: () => Promise.resolve(),
});

export const mal = declararFormulario<Valores>({
  campos: [
    { campo: 'nombre', tipo: 'importe', etiqueta: 'Nombre' }, // no compila
    { campo: 'unidades', tipo: 'texto', etiqueta: 'Unidades' }, // no compila
    { campo: 'color', tipo: 'texto', etiqueta: 'Color' }, // no compila
    { campo: 'acepta', tipo: 'seleccion', etiqueta: 'Acepto', opciones: [] }, // no compila
    { campo: 'nombre', tipo: 'texto', etiqueta: 'Nombre', normalizar: (v: number) => v }, // no compila
  ],
  mensaje: 'Guardado',
  enviar: () => Promise.resolve(),
});
