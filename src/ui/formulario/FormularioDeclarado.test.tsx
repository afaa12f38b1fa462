// @vitest-environment jsdom
/** FormularioDeclarado: alta y edición, errores al salir o al guardar, foco al primero, ocupado, error de la mutación y el documento vivo. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hayFormulariosSucios } from '../../app/formularios-sucios';
import { SnackbarProvider } from '../Snackbar';
import { declararFormulario, type DatosEnvio } from './declaracion';
import { FormularioDeclarado } from './FormularioDeclarado';

afterEach(cleanup);
beforeAll(() => {
  if (typeof globalThis.CSS === 'undefined') {
    Object.defineProperty(globalThis, 'CSS', { configurable: true, value: { escape: (s: string) => s.replace(/[^\w-]/g, (c) => `\\${c}`) } });
  }
});

interface Valores {
  nombre: string;
  email: string;
  unidades: number | null;
}
interface Registro {
  id: string;
}

const declarar = (enviar: (d: DatosEnvio<Valores, Registro>) => Promise<unknown>) =>
  declararFormulario<Valores, Registro>({
    campos: [
      { campo: 'nombre', tipo: 'texto', etiqueta: 'Nombre', requerido: true, maximo: 10 },
      { campo: 'email', tipo: 'email', etiqueta: 'Correo electrónico' },
      { campo: 'unidades', tipo: 'numero', etiqueta: 'Unidades' },
    ],
    mensaje: 'Cambios guardados',
    enviar,
  });

const doc: Valores = { nombre: 'Ana', email: 'ana@ejemplo.es', unidades: 2 };
const vacio: Valores = { nombre: '', email: '', unidades: null };

const pintar = (props: { enviar: (d: DatosEnvio<Valores, Registro>) => Promise<unknown>; valores: Valores; modo: 'alta' | 'edicion' }) => {
  const declaracion = declarar(props.enviar);
  const ui = (valores: Valores) => (
    <SnackbarProvider>
      <FormularioDeclarado declaracion={declaracion} valores={valores} registro={{ id: '7' }} modo={props.modo} />
    </SnackbarProvider>
  );
  const r = render(ui(props.valores));
  return { ...r, cambiarDocumento: (v: Valores) => r.rerender(ui(v)) };
};

const escribir = (etiqueta: string, texto: string) => fireEvent.change(screen.getByLabelText(etiqueta), { target: { value: texto } });
const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('FormularioDeclarado', () => {
  it('edición: sin cambios no se puede guardar; manda solo lo cambiado, con el registro, y avisa', async () => {
    const enviar = vi.fn((_: DatosEnvio<Valores, Registro>) => Promise.resolve());
    pintar({ enviar, valores: doc, modo: 'edicion' });
    const boton = screen.getByRole('button', { name: 'Guardar' });
    expect(boton).toHaveProperty('disabled', true);
    expect(hayFormulariosSucios()).toBe(false);
    escribir('Correo electrónico', 'otra@ejemplo.es');
    expect(boton).toHaveProperty('disabled', false);
    expect(hayFormulariosSucios()).toBe(true);
    guardar();
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0]?.[0]).toEqual({ valores: { ...doc, email: 'otra@ejemplo.es' }, cambios: { email: 'otra@ejemplo.es' }, registro: { id: '7' } });
    expect(await screen.findByText('Cambios guardados')).toBeTruthy();
  });

  it('alta: guardar con errores no envía, enseña cada error y lleva el foco al primero', async () => {
    const enviar = vi.fn(() => Promise.resolve());
    pintar({ enviar, valores: vacio, modo: 'alta' });
    escribir('Correo electrónico', 'ana@');
    guardar();
    await screen.findByText('Revisa los campos marcados antes de guardar.');
    expect(screen.getByText('Campo requerido')).toBeTruthy();
    expect(screen.getByText('El correo electrónico no es correcto')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre'));
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(enviar).not.toHaveBeenCalled();
  });

  it('un error se enseña en cuanto se toca el campo, antes de guardar', () => {
    pintar({ enviar: () => Promise.resolve(), valores: vacio, modo: 'alta' });
    expect(screen.queryByText('No puede ser mayor a 10 caracteres.')).toBeNull();
    escribir('Nombre', 'Anabel García');
    expect(screen.getByText('No puede ser mayor a 10 caracteres.')).toBeTruthy();
  });

  it('alta: manda todos los valores y vuelve a los iniciales', async () => {
    const enviar = vi.fn((_: DatosEnvio<Valores, Registro>) => Promise.resolve());
    pintar({ enviar, valores: vacio, modo: 'alta' });
    escribir('Nombre', 'Luis');
    escribir('Unidades', '3');
    guardar();
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0]?.[0].valores).toEqual({ nombre: 'Luis', email: '', unidades: 3 });
    await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveProperty('value', ''));
  });

  it('mientras guarda, el botón está ocupado; si la mutación falla, el error se ve y lo escrito se queda', async () => {
    let fallar: (e: Error) => void = () => undefined;
    const enviar = vi.fn(() => new Promise<void>((_, rej) => (fallar = rej)));
    pintar({ enviar, valores: doc, modo: 'edicion' });
    escribir('Nombre', 'Anabel');
    guardar();
    const boton = screen.getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(boton.getAttribute('aria-busy')).toBe('true'));
    expect(boton).toHaveProperty('disabled', true);
    await act(async () => fallar(new Error('No tienes permiso para modificar este cliente')));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No tienes permiso para modificar este cliente');
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', 'Anabel');
    expect(boton.getAttribute('aria-busy')).toBe('false');
  });

  it('edición: lo que cambia por debajo entra en los campos sin tocar y no pisa lo que se escribe', () => {
    const { cambiarDocumento } = pintar({ enviar: () => Promise.resolve(), valores: doc, modo: 'edicion' });
    escribir('Nombre', 'Anabel');
    cambiarDocumento({ nombre: 'Ana María', email: 'nueva@ejemplo.es', unidades: 2 });
    expect(screen.getByLabelText('Nombre')).toHaveProperty('value', 'Anabel');
    expect(screen.getByLabelText('Correo electrónico')).toHaveProperty('value', 'nueva@ejemplo.es');
  });
});

describe('FormularioDeclarado: confirmación y controles propios', () => {
  interface Pedido {
    articulo: string;
    precio: number | null;
  }
  const declararPedido = (enviar: (d: DatosEnvio<Pedido, undefined>) => Promise<unknown>) =>
    declararFormulario<Pedido>({
      campos: [
        {
          campo: 'articulo',
          tipo: 'propio',
          etiqueta: 'Artículo',
          requerido: true,
          pintar: ({ valor, alCambiar, cambiarCampo }) => (
            <button
              type="button"
              onClick={() => {
                alCambiar('A1');
                cambiarCampo('precio', 12.5);
              }}
            >
              {valor === '' ? 'Elegir A1' : `Elegido ${valor}`}
            </button>
          ),
        },
        { campo: 'precio', tipo: 'importe', etiqueta: 'Precio' },
      ],
      boton: 'Pedir',
      mensaje: 'Pedido hecho',
      confirmar: ({ valores }) => ((valores.precio ?? 0) > 10 ? '¿Pedir de todos modos?' : null),
      enviar,
    });

  it('un control propio cambia también otro campo; Cancelar en la confirmación no guarda ni pierde nada, Aceptar guarda', async () => {
    const enviar = vi.fn((_: DatosEnvio<Pedido, undefined>) => Promise.resolve());
    render(
      <SnackbarProvider>
        <FormularioDeclarado declaracion={declararPedido(enviar)} valores={{ articulo: '', precio: null }} registro={undefined} modo="alta" />
      </SnackbarProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Elegir A1' }));
    expect(screen.getByLabelText('Precio (€)')).toHaveProperty('value', '12,50');
    fireEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    const dialogo = await screen.findByRole('dialog');
    expect(dialogo.textContent).toContain('¿Pedir de todos modos?');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(enviar).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Elegido A1' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pedir' })).toHaveProperty('disabled', false));
    fireEvent.click(screen.getByRole('button', { name: 'Pedir' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(enviar).toHaveBeenCalledTimes(1));
    expect(enviar.mock.calls[0]?.[0].valores).toEqual({ articulo: 'A1', precio: 12.5 });
    expect(await screen.findByText('Pedido hecho')).toBeTruthy();
  });
});

describe('FormularioDeclarado: rellenar otros campos, deshacer y cancelar', () => {
  interface Correo {
    plantilla: string;
    asunto: string;
  }
  const declaracion = declararFormulario<Correo>({
    campos: [
      {
        campo: 'plantilla',
        tipo: 'seleccion',
        etiqueta: 'Plantilla',
        opciones: [
          { valor: '', etiqueta: 'Sin plantilla' },
          { valor: 'r', etiqueta: 'Resumen' },
        ],
        rellena: (v) => (v === 'r' ? { asunto: 'Resumen del parte' } : {}),
      },
      { campo: 'asunto', tipo: 'texto', etiqueta: 'Asunto' },
    ],
    enviar: () => Promise.resolve(),
  });

  it('elegir una plantilla rellena el asunto; «Deshacer cambios» vuelve al documento; «Cancelar» avisa', () => {
    const cancelar = vi.fn();
    render(
      <SnackbarProvider>
        <FormularioDeclarado declaracion={declaracion} valores={{ plantilla: '', asunto: 'Hola' }} registro={undefined} modo="edicion" deshacer alCancelar={cancelar} />
      </SnackbarProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Deshacer cambios' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Plantilla'), { target: { value: 'r' } });
    expect(screen.getByLabelText('Asunto')).toHaveProperty('value', 'Resumen del parte');
    fireEvent.click(screen.getByRole('button', { name: 'Deshacer cambios' }));
    expect(screen.getByLabelText('Asunto')).toHaveProperty('value', 'Hola');
    expect(screen.getByLabelText('Plantilla')).toHaveProperty('value', '');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(cancelar).toHaveBeenCalledTimes(1);
  });
});
