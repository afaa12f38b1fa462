/**
 * Validación en los formularios reales de la app y accesibilidad (axe-core): la entrada ('Campo
 * requerido') y el formulario del parte ('Campo requerido', 'No puede ser mayor a {n} caracteres.', fecha
 * mal escrita), con el foco en el primer campo con error al intentar guardar y guardado correcto después;
 * la tarjeta de datos oculta los campos vacíos tras 'Ver campos sin datos'. La lista, el diálogo de
 * filtros y el parte se pasan por axe sin infracciones graves ni críticas.
 *
 * También 'El correo electrónico no es correcto' en el diálogo 'Enviar correo electrónico' del parte y
 * 'La contraseña debe tener al menos 6 caracteres' en /configuracion/cambiarcontrasena.
 * 'El DNI no es correcto' se prueba en el formulario del cliente (clientes.spec.ts) y 'El fichero es
 * demasiado grande' en el alta de ficheros (ficheros.spec.ts).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { PaginaCambiarContrasena } from './paginas/configuracion';
import { AnadidosParte } from './paginas/dialogos';
import { PaginaLista } from './paginas/lista';
import { PaginaLogin } from './paginas/login';
import { PaginaParte, PaginaPartesAsignados } from './paginas/partes';
import { PaginaFormularioParte } from './paginas/parte-formulario';
import { usarServidor } from './soporte/entorno';

const entorno = usarServidor({ nombre: 'formularios', bd: 'pglite' });

/** Infracciones de axe graves o críticas (WCAG 2.1 A/AA), con los nodos para el mensaje. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

test('mensajes de validación en los formularios reales y accesibilidad de lista y parte', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.servidor.url });
  const pagina = await contexto.newPage();

  await test.step("entrada: 'Campo requerido' en usuario y contraseña", async () => {
    const login = new PaginaLogin(pagina);
    await login.abrir();
    await login.entrar.click();
    await expect(pagina.getByText('Campo requerido', { exact: true })).toHaveCount(2);
    await expect(login.usuario).toBeFocused();
    await login.usuario.fill('tecnico');
    await login.entrar.click();
    await expect(pagina.getByText('Campo requerido', { exact: true })).toHaveCount(1);
    await expect(login.contrasena).toBeFocused();
    await expect(login.contrasena).toHaveAttribute('aria-invalid', 'true');
  });

  await new PaginaLogin(pagina).iniciarSesion('tecnico');

  const lista = new PaginaLista(pagina, 'Partes asignados');
  await test.step('axe: lista y diálogo de filtros', async () => {
    await lista.abrir('/app/partes/asignados');
    await expect(lista.filas.first()).toBeVisible({ timeout: 120_000 });
    expect(await infraccionesGraves(pagina)).toEqual([]);
    await lista.botonFiltros.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Filtros' });
    await expect(dialogo).toBeVisible();
    expect(await infraccionesGraves(pagina)).toEqual([]);
    await dialogo.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialogo).toBeHidden();
  });

  const numero = (await lista.tabla.getByRole('link').first().innerText()).replace(/^Parte /, '').trim();
  const parte: PaginaParte = await new PaginaPartesAsignados(pagina).abrirParte(numero);
  const form = new PaginaFormularioParte(pagina);

  await test.step("tarjeta de datos: 'Ver campos sin datos' / 'Ocultar campos sin datos'", async () => {
    // Fecha fijada vacía: se vacía en el formulario y se guarda si hiciera falta.
    if ((await form.fechaFijada.inputValue()) !== '') {
      await form.fechaFijada.fill('');
      await form.guardar.click();
      await expect(form.guardado).toBeVisible();
    }
    await expect(form.dato('Fecha fijada')).toHaveCount(0);
    await form.verSinDatos.click();
    await expect(form.dato('Fecha fijada')).toBeVisible();
    await form.ocultarSinDatos.click();
    await expect(form.dato('Fecha fijada')).toHaveCount(0);
    await expect(form.verSinDatos).toBeVisible();
  });

  await test.step('axe: parte (datos y formulario)', async () => {
    expect(await infraccionesGraves(pagina)).toEqual([]);
  });

  await test.step("parte: 'Campo requerido', 'No puede ser mayor a 4000 caracteres.' y fecha mal escrita", async () => {
    await form.descripcion.fill('');
    await expect(form.error(form.descripcion, 'Campo requerido')).toBeVisible();
    await expect(form.descripcion).toHaveAttribute('aria-invalid', 'true');

    await form.observaciones.fill('x'.repeat(4001));
    await expect(form.error(form.observaciones, 'No puede ser mayor a 4000 caracteres.')).toBeVisible();
    await expect(pagina.getByText('4001/4000')).toBeVisible();

    await form.fecha.fill('31/02/2025');
    await expect(form.error(form.fecha, 'La fecha no es correcta (dd/mm/aaaa)')).toBeVisible();

    await form.guardar.click();
    await expect(form.revisar).toBeVisible();
    await expect(form.descripcion).toBeFocused();
    expect(await infraccionesGraves(pagina)).toEqual([]);
  });

  await test.step("parte: 'No puede ser mayor a 500 caracteres.' en la descripción", async () => {
    await form.descripcion.fill('d'.repeat(501));
    await expect(form.error(form.descripcion, 'No puede ser mayor a 500 caracteres.')).toBeVisible();
  });

  await test.step('corregido, se guarda y la tarjeta lo muestra', async () => {
    await form.descripcion.fill('Revisión anual con sustitución de batería');
    await form.observaciones.fill('Batería sustituida; central probada.');
    await form.fecha.fill('07/03/2025');
    await expect(pagina.locator('.campo-error')).toHaveCount(0);
    await form.guardar.click();
    await expect(form.guardado).toBeVisible();
    await expect(form.revisar).toHaveCount(0);
    await expect(form.tarjetaDatos.getByText('Revisión anual con sustitución de batería')).toBeVisible();
    await expect(form.tarjetaDatos.getByText('Batería sustituida; central probada.')).toBeVisible();
    await expect(form.tarjetaDatos.getByText('07/03/2025')).toBeVisible();
    await expect(parte.titulo).toBeVisible();
  });

  await test.step("diálogo de correo del parte: 'El correo electrónico no es correcto'", async () => {
    const correo = await new AnadidosParte(pagina).abrirCorreo();
    await correo.destinatarios.fill('mal@');
    await correo.enviar.click();
    await expect(correo.dialogo.getByText('El correo electrónico no es correcto', { exact: true })).toBeVisible();
  });

  await test.step("cambiar contraseña: 'La contraseña debe tener al menos 6 caracteres'", async () => {
    const cambiar = new PaginaCambiarContrasena(pagina);
    await cambiar.abrir();
    await cambiar.actual.fill('demo1234');
    await cambiar.nueva.fill('12345');
    await cambiar.repetida.fill('12345');
    await cambiar.cambiar.click();
    await expect(pagina.getByText('La contraseña debe tener al menos 6 caracteres', { exact: true })).toBeVisible();
  });

  await test.step('en un móvil de 360 px, el contenido de la lista y del parte no desborda a lo ancho', async () => {
    await pagina.setViewportSize({ width: 360, height: 740 });
    // Lo que pinta la pantalla (dentro de <main>; la cabecera es aparte) cabe sin desplazamiento lateral.
    const anchoDocumento = () =>
      pagina.evaluate(() => {
        const main = document.querySelector('main');
        if (!main) throw new Error('sin <main>');
        return Math.max(main.scrollWidth, Math.ceil(main.getBoundingClientRect().right));
      });
    await lista.abrir('/app/partes/asignados');
    await expect(lista.filas.first()).toBeVisible();
    await pagina.screenshot({ path: test.info().outputPath('lista-360.png'), fullPage: false });
    expect(await anchoDocumento()).toBeLessThanOrEqual(360);
    await new PaginaPartesAsignados(pagina).abrirParte(numero);
    await pagina.screenshot({ path: test.info().outputPath('parte-360.png'), fullPage: false });
    expect(await anchoDocumento()).toBeLessThanOrEqual(360);
  });

  await contexto.close();
});
