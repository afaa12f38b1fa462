/**
 * Configuración en Chromium: cambio de contraseña (validaciones, contraseña actual incorrecta, después
 * entra la nueva y no la vieja) y la base de datos del dispositivo (recuentos, almacenamiento,
 * persistencia, exportar la cola, restablecer negado con cambios sin subir y restablecer de verdad).
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { PaginaAdminBd, PaginaCambiarContrasena, PaginaConfiguracion, PaginaCuenta } from './paginas/configuracion';
import { PaginaLogin } from './paginas/login';
import { PaginaParte } from './paginas/partes';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'configuracion', bd: 'pglite' });

test('cambiar contraseña: validaciones, contraseña actual incorrecta, y después entra la nueva y no la vieja', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  const pagina = await contexto.newPage();
  const menu = await new PaginaLogin(pagina).iniciarSesion('almacen');
  await pagina.getByRole('link', { name: 'Configuración' }).first().click();
  const configuracion = new PaginaConfiguracion(pagina);
  await expect(configuracion.titulo).toBeVisible();

  await configuracion.cuenta.click();
  const cuenta = new PaginaCuenta(pagina);
  await expect(cuenta.titulo).toBeVisible();
  await expect(cuenta.dato('Usuario')).toHaveText('almacen');
  await expect(cuenta.dato('Id. de usuario')).toHaveText('6');
  await expect(pagina.getByRole('listitem').filter({ hasText: 'Almacén' })).toBeVisible();

  const contrasena = new PaginaCambiarContrasena(pagina);
  await contrasena.abrir();
  await contrasena.cambiar.click();
  await expect(pagina.getByText('Campo requerido')).toHaveCount(3);
  await contrasena.enviar('demo1234', '12345');
  await expect(pagina.getByText('La contraseña debe tener al menos 6 caracteres')).toBeVisible();
  await contrasena.enviar('demo1234', 'nueva-clave-1', 'nueva-clave-2');
  await expect(pagina.getByText('Las contraseñas no coinciden')).toBeVisible();
  await contrasena.enviar('no-es-esta', 'nueva-clave-1');
  await expect(contrasena.error).toHaveText('La contraseña actual no es correcta');
  await contrasena.enviar('demo1234', 'nueva-clave-1');
  await expect(pagina.getByText('La contraseña se ha cambiado')).toBeVisible();
  await expect(configuracion.titulo).toBeVisible();

  await menu.cerrarSesion.click();
  const login = new PaginaLogin(pagina);
  await expect(login.titulo).toBeVisible();
  await login.usuario.fill('almacen');
  await login.contrasena.fill('demo1234');
  await login.entrar.click();
  await expect(login.error).toHaveText('Usuario o contraseña incorrectos');
  await login.iniciarSesion('almacen', 'nueva-clave-1');
  await contexto.close();
});

test('base de datos del dispositivo: recuentos, almacenamiento, exportar la cola y restablecer', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  await expect
    .poll(async () => {
      const e = await estadoMotor(pagina);
      return e.ultimoPull !== null && e.progresoDescarga === null;
    }, { message: 'la descarga inicial no termina', timeout: 180_000 })
    .toBe(true);
  const partes = await partesLocales(pagina);
  expect(partes.length).toBeGreaterThan(0);

  const descripcionMoneda = (): Promise<string | null> =>
    pagina.evaluate(async () => {
      const doc = await window.vigia?.db.parametro.findOne({ selector: { clave: 'moneda' } }).exec();
      return doc?.descripcion ?? null;
    });

  const bd = new PaginaAdminBd(pagina);
  await test.step('recuentos y almacenamiento', async () => {
    await bd.abrir();
    await expect(bd.recuento('partetrabajo')).toHaveText(partes.length.toLocaleString('es-ES'));
    await expect(bd.recuento('syncupload')).toHaveText('0');
    await expect(bd.usado).not.toHaveText('—');
    await expect(bd.cuota).not.toHaveText('—');
    await expect(bd.persistente).toHaveText(/^(Sí|No: el navegador podría borrar los datos si le falta espacio)$/);
    if (await bd.pedirPersistente.isEnabled()) {
      await bd.pedirPersistente.click();
      await expect(pagina.getByText(/^(El almacenamiento es ahora persistente|El navegador no ha concedido el almacenamiento persistente)$/)).toBeVisible();
    }
  });

  const pendiente = partes.find((p) => p.estado === 1) ?? partes[0];
  if (!pendiente) throw new Error('sin partes');
  await test.step('con un cambio sin subir: exportar la cola y restablecer negado', async () => {
    // Abrir una dirección sin red necesita el service worker instalado (guarda ya un chunk por pantalla).
    await esperarServiceWorker(pagina);
    await contexto.setOffline(true);
    const parte = await PaginaParte.abrirPorId(pagina, pendiente.idparte_trabajo, pendiente.numero);
    await parte.editarObservaciones(`Para exportar ${Date.now().toString(36)}`);
    await expect.poll(async () => (await colaLocal(pagina)).length).toBe(1);
    await bd.abrir();
    await expect(bd.pendientes).toHaveText('1');
    const [descarga] = await Promise.all([pagina.waitForEvent('download'), bd.exportarCola.click()]);
    expect(descarga.suggestedFilename()).toMatch(/^vigia-cola-tecnico-\d{8}-\d{4}\.json$/);
    const ruta = await descarga.path();
    const exportada = readFileSync(ruta, 'utf8');
    expect(exportada).toContain('parteTrabajo.updateSync');
    await bd.restablecer.click();
    await expect(bd.error).toHaveText('No se puede restablecer: hay 1 cambio sin subir');
    await expect(bd.dialogo).toHaveCount(0);
  });

  await test.step('sin nada pendiente: Confirmación, se borra la base local y se vuelve a descargar', async () => {
    await contexto.setOffline(false);
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    await cola.esperarVacia();
    // Un cambio solo local (sin cola): tras restablecer debe desaparecer, porque la base se borra.
    await pagina.evaluate(async () => {
      const doc = await window.vigia?.db.parametro.findOne({ selector: { clave: 'moneda' } }).exec();
      await doc?.incrementalPatch({ descripcion: 'marca-solo-local' });
    });
    expect(await descripcionMoneda()).toBe('marca-solo-local');
    await bd.abrir();
    await bd.restablecer.click();
    await expect(bd.dialogo).toBeVisible();
    await bd.dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await expect(bd.titulo).toBeVisible({ timeout: 60_000 });
    await esperarVigia(pagina);
    await expect
      .poll(async () => (await partesLocales(pagina).catch(() => [])).length, { message: 'la base restablecida no se vuelve a descargar', timeout: 180_000 })
      .toBe(partes.length);
    await expect.poll(() => descripcionMoneda().catch(() => null), { timeout: 180_000 }).toBe('Moneda de los importes');
  });
  await contexto.close();
});

test('Configuración se abre desde la cabecera y desde el menú; al navegar se cierra el diálogo y se vuelve arriba', async ({ browser }) => {
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, viewport: { width: 360, height: 480 } });
  const pagina = await contexto.newPage();
  const menu = await new PaginaLogin(pagina).iniciarSesion('presencia');
  await pagina.getByRole('main').getByRole('link', { name: 'Configuración' }).click();
  const configuracion = new PaginaConfiguracion(pagina);
  await expect(configuracion.titulo).toBeVisible();
  await menu.abrir();
  await pagina.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Configuración' }).click();
  await expect(configuracion.titulo).toBeVisible();
  await configuracion.adminBd.click();
  const bd = new PaginaAdminBd(pagina);
  await expect(bd.recuento('parametro')).toBeVisible();
  await pagina.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => pagina.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await bd.restablecer.click();
  await expect(bd.dialogo).toBeVisible();
  await pagina.goBack();
  await expect(configuracion.titulo).toBeVisible();
  await expect(bd.dialogo).toHaveCount(0);
  await expect.poll(() => pagina.evaluate(() => window.scrollY)).toBe(0);
  await contexto.close();
});
