/**
 * Clientes de punta a punta: el comercial abre 'Clientes' desde el menú, busca un cliente por su nombre,
 * abre la ficha y 'Modificar'; un NIF incorrecto muestra 'El DNI no es correcto' y no se guarda; uno
 * correcto se guarda ('Cambios guardados'), vuelve a la ficha y llega al servidor (sync.pull como
 * administrador). El técnico (sin permiso de editar clientes) ve la ficha sin 'Modificar' y, si escribe
 * la dirección de edición, la guarda lo rechaza con 'No tienes permiso de acceso para modificar'.
 * Lista, ficha y formulario (con el error a la vista) pasan axe sin infracciones graves ni críticas.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PaginaCliente, PaginaClientes, PaginaEditarCliente } from './paginas/clientes';
import { PaginaLogin } from './paginas/login';
import { documentoPorPull, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';

const entorno = usarServidor({ nombre: 'clientes', bd: 'pglite' });

const NIF_INCORRECTO = '12345678A';
const NIF_CORRECTO = '12345678Z';

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('el comercial busca un cliente, corrige su NIF y el cambio llega al servidor', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('comercial');

  const lista = new PaginaClientes(pagina);
  let nombre = '';
  await test.step("menú 'Clientes' y búsqueda por nombre", async () => {
    await pagina.getByRole('link', { name: 'Clientes', exact: true }).first().click();
    await expect(lista.titulo).toBeVisible();
    await lista.esperarFilas();
    expect(await infraccionesGraves(pagina), 'lista de clientes').toEqual([]);
    nombre = await lista.primerNombre();
    await lista.buscar(nombre);
    await expect(lista.filas.filter({ hasText: nombre }).first()).toBeVisible();
    for (const texto of await lista.columna('nombre')) expect(texto.toLowerCase()).toContain(nombre.toLowerCase());
  });

  const ficha: PaginaCliente = await lista.abrirCliente(nombre);
  const idcliente = ficha.idDeUrl();
  await expect(ficha.dato('Código')).toBeVisible();
  await expect(ficha.dato('Nombre')).toHaveText(nombre);
  expect(await infraccionesGraves(pagina), 'ficha del cliente').toEqual([]);

  const form = new PaginaEditarCliente(pagina);
  await test.step("'Modificar' y un NIF incorrecto: 'El DNI no es correcto' y no se guarda", async () => {
    await ficha.modificar.click();
    await expect(form.titulo).toBeVisible();
    await form.nif.fill(NIF_INCORRECTO);
    await expect(form.error(form.nif, 'El DNI no es correcto')).toBeVisible();
    await expect(form.nif).toHaveAttribute('aria-invalid', 'true');
    await form.guardar.click();
    await expect(form.revisar).toBeVisible();
    await expect(form.nif).toBeFocused();
    await expect(form.guardado).toHaveCount(0);
    expect(await infraccionesGraves(pagina), 'formulario del cliente').toEqual([]);
    expect(new URL(pagina.url()).pathname).toBe(`/app/clientes/${idcliente}/edit`);
  });

  await test.step("NIF correcto: 'Cambios guardados' y de vuelta a la ficha", async () => {
    await form.nif.fill(NIF_CORRECTO);
    await expect(pagina.locator('.campo-error')).toHaveCount(0);
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect(ficha.titulo).toBeVisible();
    await expect.poll(() => new URL(pagina.url()).pathname).toBe(`/app/clientes/${idcliente}`);
    await expect(ficha.dato('NIF')).toHaveText(NIF_CORRECTO);
  });

  await test.step('el servidor tiene el NIF nuevo', async () => {
    const { token } = await iniciarSesionApi(entorno.actual.servidor.url, 'admin');
    await expect
      .poll(async () => (await documentoPorPull(entorno.actual.servidor.url, token, 'cliente', idcliente))?.nif, { timeout: 60_000 })
      .toBe(NIF_CORRECTO);
  });

  await contexto.close();
});

test("el técnico ve la ficha sin 'Modificar' y la edición escrita a mano se rechaza", async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const menu = await new PaginaLogin(pagina).iniciarSesion('tecnico');

  const lista = new PaginaClientes(pagina);
  await pagina.getByRole('link', { name: 'Clientes', exact: true }).first().click();
  await expect(lista.titulo).toBeVisible();
  await lista.esperarFilas();
  const nombre = await lista.primerNombre();
  const ficha = await lista.abrirCliente(nombre);
  await expect(ficha.tarjetaDatos).toBeVisible();
  await expect(ficha.modificar).toHaveCount(0);
  const idcliente = ficha.idDeUrl();

  await pagina.goto(`/app/clientes/${idcliente}/edit`);
  await expect(pagina.getByText('No tienes permiso de acceso para modificar')).toBeVisible();
  await expect(menu.titulo).toBeVisible();
  expect(new URL(pagina.url()).pathname).toBe('/app/index');
  await expect(new PaginaEditarCliente(pagina).titulo).toHaveCount(0);

  await contexto.close();
});
