/**
 * Una base de datos por usuario: en el mismo navegador, tras cerrar la sesión del técnico con un cambio
 * sin subir, otro técnico entra y no ve nada del primero (ni sus partes ni su cola); cuando el primero
 * vuelve a entrar, su cambio sigue ahí y se sube.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin, PaginaMenu } from './paginas/login';
import { PaginaPartesAsignados } from './paginas/partes';
import { documentoPorPull, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarVigia, partesLocales } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'usuarios', bd: 'pglite' });

test('un segundo usuario en el mismo navegador no ve nada del primero, y la cola del primero le espera', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { servidor } = entorno.actual;
  const contexto = await browser.newContext({ baseURL: servidor.url });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();

  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  await expect.poll(async () => (await partesLocales(pagina)).length, { timeout: 180_000 }).toBeGreaterThan(0);
  const partesTecnico = await partesLocales(pagina);
  expect(partesTecnico.every((p) => p.idtecnico === '1')).toBe(true);
  const elegido = partesTecnico.find((p) => p.estado === 1);
  if (!elegido) throw new Error('el técnico no tiene partes pendientes');

  // Un cambio que no llega a subir: el servidor no responde a nada mientras se hace.
  await contexto.setOffline(true);
  await pagina.evaluate(
    ({ id }) => window.vigia?.motor.mutate('parteTrabajo.updateSync', { id, cambios: { observaciones: 'hecho antes de cerrar sesión' } }),
    { id: elegido.idparte_trabajo },
  );
  expect((await colaLocal(pagina)).filter((e) => e.estado === 'pendiente')).toHaveLength(1);
  await contexto.setOffline(false);
  // Cerrar la sesión en cuanto vuelve la red puede llegar antes o después de la subida: lo que se
  // comprueba es que nada se pierde y que el otro usuario no lo ve.
  await new PaginaMenu(pagina).cerrarSesion.click();
  const confirmar = pagina.getByRole('dialog', { name: 'Confirmación' });
  if (await confirmar.isVisible().catch(() => false)) await confirmar.getByRole('button', { name: 'Aceptar' }).click();
  await expect(pagina.getByRole('button', { name: 'Entrar' })).toBeVisible();

  await new PaginaLogin(pagina).iniciarSesion('tecnico2');
  await esperarVigia(pagina);
  await expect.poll(async () => (await partesLocales(pagina)).length, { timeout: 180_000 }).toBeGreaterThan(0);
  const partesOtro = await partesLocales(pagina);
  expect(partesOtro.some((p) => p.idtecnico === '1'), 'tecnico2 ve partes de tecnico').toBe(false);
  expect(partesOtro.some((p) => p.idparte_trabajo === elegido.idparte_trabajo)).toBe(false);
  expect(await colaLocal(pagina)).toHaveLength(0);
  await pagina.goto('/app/partes/asignados');
  const lista = new PaginaPartesAsignados(pagina);
  await expect(lista.titulo).toBeVisible();
  await expect(pagina.getByRole('link', { name: new RegExp(elegido.numero) })).toHaveCount(0);
  const bases = await pagina.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(bases.some((n) => n.includes('vigia_u'))).toBe(true);

  // El primer técnico vuelve: su cambio sigue (o ya subió) y el servidor lo tiene una vez.
  await new PaginaMenu(pagina).cerrarSesion.click();
  await expect(pagina.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await new PaginaLogin(pagina).iniciarSesion('tecnico');
  await esperarVigia(pagina);
  await expect.poll(async () => (await colaLocal(pagina)).length, { timeout: 120_000 }).toBe(0);
  const { token } = await iniciarSesionApi(servidor.url, 'admin');
  await expect
    .poll(async () => (await documentoPorPull(servidor.url, token, 'partetrabajo', elegido.idparte_trabajo))?.observaciones, { timeout: 60_000 })
    .toBe('hecho antes de cerrar sesión');
  await contexto.close();
});
