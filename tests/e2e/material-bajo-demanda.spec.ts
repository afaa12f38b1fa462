/**
 * El material de los sistemas, bajo demanda para la oficina (issue 32, punto 3; decisión 90): el supervisor
 * entra sin bajar el material de ningún sistema; abre un sistema con conexión y su material llega y se queda;
 * sin conexión, ese sistema sigue enseñando su material y otro que no ha abierto dice 'Material del sistema:
 * disponible con conexión' en vez de una tabla vacía (y sus revisiones, lo mismo: decisión 91); al volver la red,
 * abrirlo lo trae. Una zona creada sin conexión en el sistema no abierto lo suscribe: al subir, la descarga
 * siguiente no la devuelve como eliminada, y abrir sus zonas con red trae las demás.
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

    // Lo demás de cada sistema, igual (decisión 91): las revisiones del que no abrió tampoco están.
    await navegarEnLaApp(pagina, `/app/sistemas/${b.idsistema}/revisiones`);
    await expect(pagina.getByRole('note').filter({ hasText: 'Revisiones del sistema: disponible con conexión' })).toBeVisible();
    // Ni su cuenta: «0 revisiones» sería tan falso como la lista vacía.
    await expect(pagina.getByTestId('lista-total')).toHaveText('Sin descargar en este dispositivo');
  });

  const zona = `Zona sin conexión ${Date.now()}`;
  const idzona = crypto.randomUUID();
  await test.step('sin conexión, una zona nueva en el sistema no abierto suscribe el sistema (sin su foto)', async () => {
    await pagina.evaluate(
      async ({ id, idsistema, descripcion }) => {
        const motor = window.vigia?.motor;
        if (!motor) throw new Error('window.vigia no está disponible');
        await motor.mutate('subsis.insertSync', { doc: { idsubsis: id, idsistema, numero: '99', descripcion, ubicacion: null, estado: 1 } });
      },
      { id: idzona, idsistema: b.idsistema, descripcion: zona },
    );
    const padres = await pagina.evaluate(async () => (await window.vigia?.db.sync.findOne('estado').exec())?.padres ?? []);
    expect(padres.filter((p) => p.coleccion === 'subsis')).toEqual([expect.objectContaining({ id: b.idsistema, foto: false })]);
  });

  await test.step('con red otra vez, la zona sube y la descarga siguiente no la devuelve como eliminada', async () => {
    await contexto.unroute('**/api/**');
    await contexto.setOffline(false);
    const estado = () => pagina.evaluate(async () => (await window.vigia?.db.sync.findOne('estado').exec())?.toJSON() ?? null);
    await expect.poll(async () => (await delPadre(url, token, 'subsis', b.idsistema)).has(idzona), { timeout: 60_000 }).toBe(true);
    await expect
      .poll(async () => { const e = await estado(); return Boolean(e?.ultima_subida && e.ultimo_pull && e.ultimo_pull > e.ultima_subida); }, { timeout: 60_000 })
      .toBe(true);
    expect(await pagina.evaluate(async (id) => (await window.vigia?.db.subsis.findOne(id).exec())?.descripcion ?? null, idzona)).toBe(zona);
    // Abrir sus zonas con red trae la foto del sistema: la nueva y las que ya tenía.
    await navegarEnLaApp(pagina, `/app/sistemas/${b.idsistema}/subsis`);
    await expect(pagina.getByRole('cell', { name: zona }).first()).toBeVisible({ timeout: 60_000 });
    await expect(pagina.getByTestId('lista-total')).toHaveText(/^\d+ subsistemas?$/);
    await expect(pagina.getByRole('note').filter({ hasText: 'disponible con conexión' })).toHaveCount(0);
  });

  await test.step('con red otra vez, abrir el otro sistema trae el suyo', async () => {
    await navegarEnLaApp(pagina, `/app/sistemas/${b.idsistema}`);
    await expect(pagina.getByRole('heading', { level: 1 })).toContainText(b.numero);
    for (const m of b.materiales) await expect(tabla.getByRole('cell', { name: m, exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expect(pagina.getByRole('note').filter({ hasText: 'disponible con conexión' })).toHaveCount(0);
  });
  await contexto.close();
});
