/**
 * El material de los sistemas, bajo demanda para la oficina (issue 32, punto 3; decisión 90): el supervisor
 * entra sin bajar el material de ningún sistema; abre un sistema con conexión y su material llega y se queda;
 * sin conexión, ese sistema sigue enseñando su material y otro que no ha abierto dice 'Material del sistema:
 * disponible con conexión' en vez de una tabla vacía; al volver la red, abrirlo lo trae.
 */
import { expect, test } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { delPadre, descargaCompleta, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarListoSinConexion, esperarVigia, navegarEnLaApp } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'material-bajo-demanda', bd: 'pglite' });

interface SistemaConMaterial {
  idsistema: string;
  numero: string;
  materiales: string[];
}

test('el supervisor trae el material de un sistema al abrirlo; sin conexión lo conserva y del que no abrió dice que necesita conexión', async ({ browser }) => {
  test.setTimeout(4 * 60_000);
  const url = entorno.actual.servidor.url;
  const { token } = await iniciarSesionApi(url, 'admin');

  const [a, b] = await test.step('dos sistemas activos con material (pedido aparte: no baja con lo demás)', async () => {
    const todo = await descargaCompleta(url, token);
    expect(todo.get('materialsistema')?.size ?? 0, 'la descarga de la oficina no trae material').toBe(0);
    const elegidos: SistemaConMaterial[] = [];
    for (const s of todo.get('sistema')?.values() ?? []) {
      if (Number(s.estado) <= 0) continue;
      const materiales = [...(await delPadre(url, token, 'materialsistema', String(s.idsistema))).values()].filter((m) => Number(m.estado) > 0).map((m) => String(m.descripcion));
      if (materiales.length > 0) elegidos.push({ idsistema: String(s.idsistema), numero: String(s.numero), materiales });
      if (elegidos.length === 2) return elegidos;
    }
    throw new Error('la demo no tiene dos sistemas activos con material');
  });
  if (!a || !b) throw new Error('faltan sistemas');

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('admin');
  await esperarVigia(pagina);
  const materialLocal = (): Promise<number> => pagina.evaluate(async () => (await window.vigia?.db.materialsistema.count().exec()) ?? -1);
  const tabla = pagina.getByRole('table', { name: 'Material instalado' });

  await test.step('con conexión, abrir un sistema trae su material y solo el suyo', async () => {
    await esperarListoSinConexion(pagina);
    expect(await materialLocal(), 'tras la primera descarga no hay material en el dispositivo').toBe(0);
    await navegarEnLaApp(pagina, `/app/sistemas/${a.idsistema}`);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(a.numero);
    for (const m of a.materiales) await expect(tabla.getByRole('cell', { name: m, exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect.poll(materialLocal).toBeGreaterThanOrEqual(a.materiales.length);
  });

  await test.step('sin conexión: el sistema abierto conserva su material; el otro dice que necesita conexión', async () => {
    await contexto.route('**/api/**', (ruta) => ruta.abort('internetdisconnected'));
    await contexto.setOffline(true);
    await navegarEnLaApp(pagina, `/app/sistemas/${b.idsistema}`);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(b.numero);
    await expect(pagina.getByRole('note').filter({ hasText: 'Material del sistema: disponible con conexión' })).toBeVisible();
    await expect(tabla).toHaveCount(0);
    await expect(pagina.getByText('El sistema no tiene material instalado')).toHaveCount(0);

    await navegarEnLaApp(pagina, `/app/sistemas/${a.idsistema}`);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(a.numero);
    for (const m of a.materiales) await expect(tabla.getByRole('cell', { name: m, exact: true }).first()).toBeVisible();
  });

  await test.step('con red otra vez, abrir el otro sistema trae el suyo', async () => {
    await contexto.unroute('**/api/**');
    await contexto.setOffline(false);
    await navegarEnLaApp(pagina, `/app/sistemas/${b.idsistema}`);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(b.numero);
    for (const m of b.materiales) await expect(tabla.getByRole('cell', { name: m, exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expect(pagina.getByRole('note').filter({ hasText: 'disponible con conexión' })).toHaveCount(0);
  });
  await contexto.close();
});
