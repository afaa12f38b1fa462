/**
 * Un texto con un carácter nulo (o un sustituto UTF-16 suelto) en un formulario real: el formulario del
 * parte lo marca con 'El texto contiene caracteres no válidos' y no lo guarda ni lo encola (el servidor
 * lo rechazaría y la entrada quedaría fallida); corregido, se guarda, y los cambios posteriores del
 * mismo parte suben con normalidad: el servidor tiene el último y nunca tuvo el nulo.
 * El valor se pone como lo haría un pegado (setter nativo + evento input): el teclado no escribe U+0000.
 */
import { expect, test, type Locator } from '@playwright/test';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { PaginaPartesAsignados } from './paginas/partes';
import { PaginaFormularioParte } from './paginas/parte-formulario';
import { documentoPorPull, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';

const entorno = usarServidor({ nombre: 'texto-no-valido', bd: 'pglite' });

const MENSAJE = 'El texto contiene caracteres no válidos';

/** Pega en el campo `antes` + el carácter `codigo` + `despues` (construido en la página: sin pasar por el protocolo). */
const pegarConCaracter = async (campo: Locator, antes: string, codigo: number, despues: string): Promise<void> => {
  await campo.evaluate((el, { antes, codigo, despues }) => {
    const valor = `${antes}${String.fromCharCode(codigo)}${despues}`;
    const prototipo = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototipo, 'value')?.set?.call(el, valor);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, { antes, codigo, despues });
};

test('un nulo o un sustituto suelto en el formulario del parte se rechaza en español y los cambios siguientes suben', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const url = entorno.actual.servidor.url;
  const contexto = await browser.newContext({ baseURL: url });
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');

  const lista = new PaginaLista(pagina, 'Partes asignados');
  await lista.abrir('/app/partes/asignados');
  await expect(lista.filas.first()).toBeVisible({ timeout: 120_000 });
  const numero = (await lista.tabla.getByRole('link').first().innerText()).replace(/^Parte /, '').trim();
  await new PaginaPartesAsignados(pagina).abrirParte(numero);
  const idparte = /\/partes\/([^/?#]+)/.exec(pagina.url())?.[1] ?? '';
  expect(idparte).not.toBe('');
  const form = new PaginaFormularioParte(pagina);
  const { token } = await iniciarSesionApi(url, 'tecnico');
  const enServidor = async (): Promise<Record<string, unknown> | null> => documentoPorPull(url, token, 'partetrabajo', idparte);

  await test.step("un nulo en las observaciones: 'El texto contiene caracteres no válidos' y no se guarda", async () => {
    await pegarConCaracter(form.observaciones, 'Antes', 0, 'después');
    await expect(form.error(form.observaciones, MENSAJE)).toBeVisible();
    await expect(form.observaciones).toHaveAttribute('aria-invalid', 'true');
    await form.guardar.click();
    await expect(form.revisar).toBeVisible();
    await expect(form.observaciones).toBeFocused();
  });

  await test.step('un sustituto suelto en la descripción, lo mismo', async () => {
    await pegarConCaracter(form.descripcion, 'Revisión', 0xd800, '');
    await expect(form.error(form.descripcion, MENSAJE)).toBeVisible();
  });

  await test.step('corregido, se guarda y sube; un cambio posterior del mismo parte también sube', async () => {
    await form.descripcion.fill('Revisión de la central sin caracteres raros');
    await form.observaciones.fill('Primera corrección');
    await expect(pagina.locator('.campo-error')).toHaveCount(0);
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect.poll(async () => (await enServidor())?.observaciones, { timeout: 60_000 }).toBe('Primera corrección');

    await form.observaciones.fill('Segunda corrección, después del rechazo');
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect.poll(async () => (await enServidor())?.observaciones, { timeout: 60_000 }).toBe('Segunda corrección, después del rechazo');
    const doc = await enServidor();
    expect(doc?.descripcion).toBe('Revisión de la central sin caracteres raros');
    expect(JSON.stringify(doc)).not.toMatch(/\\u0000|\\ud800/);
  });

  await test.step('la cola queda vacía: nada fallido por el texto rechazado', async () => {
    await pagina.goto('/app/sincronizacion/sync-uploads');
    await expect(pagina.getByText('No hay cambios pendientes de subir')).toBeVisible({ timeout: 60_000 });
  });

  await contexto.close();
});
