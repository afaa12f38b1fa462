/**
 * La historia bajo demanda (issue 32, decisión 70). Una empresa con medio año de historia: la oficina
 * (admin) no baja sin pedirla la historia anterior a su ventana, ni las rondas hechas, que son bajo demanda
 * para ella (decisión 78). 'Rondas realizadas' abierta sin conexión dice que su historial necesita
 * conexión; al volver la red se suscribe y trae la ventana. Con conexión pide el mes anterior y le llega;
 * sin conexión ve lo que ya tiene (también el mes traído, y su ficha) y la lista dice que lo anterior
 * necesita conexión, en vez de una lista que parezca completa. Los partes de novedad también son bajo
 * demanda para la oficina (decisión 82): las novedades de un puesto, sin conexión y sin suscribir, lo dicen;
 * con red, la pantalla los suscribe y los enseña.
 */
import { expect, test, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { descargaCompleta, iniciarSesionApi } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, esperarServiceWorker, esperarVigia, estadoMotor, navegarEnLaApp } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'historial', bd: 'postgres', entorno: () => ({ SEMILLA_ANIOS: '0.5' }) });

/** Las rondas realizadas del dispositivo cuyo inicio es anterior a `mes` ('AAAA-MM'). */
const rondasAntesDe = (pagina: Page, mes: string): Promise<string[]> =>
  pagina.evaluate(async (m) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const docs = await vigia.db.rondarealizada.find({ selector: { inicio: { $lt: `${m}-01` } } }).exec();
    return docs.map((d) => d.idronda_realizada);
  }, mes);

/** La ventana que guarda el dispositivo (el primer mes). */
const primerMes = (pagina: Page): Promise<string> =>
  pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const estado = await vigia.db.sync.findOne('estado').exec();
    const meses = [...(estado?.ventana ?? []), ...(estado?.historial ?? []).map((h) => h.mes)].sort();
    if (!meses[0]) throw new Error('el dispositivo no guarda su ventana');
    return meses[0];
  });

/** Las rondas ya hechas (no en curso) que guarda el dispositivo. */
const rondasHechas = (pagina: Page): Promise<number> =>
  pagina.evaluate(async () => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    const docs = await vigia.db.rondarealizada.find({ selector: { situacion: { $ne: 'en_curso' } } }).exec();
    return docs.length;
  });

/** Los partes de novedad desde `mes` ('AAAA-MM') que guarda el dispositivo (los de un mes pedido son aparte). */
const partesNovedadDesde = (pagina: Page, mes: string): Promise<number> =>
  pagina.evaluate(async (m) => {
    const vigia = window.vigia;
    if (!vigia) throw new Error('window.vigia no está disponible');
    return (await vigia.db.partenovedad.find({ selector: { fecha: { $gte: `${m}-01` } } }).exec()).length;
  }, mes);

const mesEnPalabras = (mes: string): string =>
  new Intl.DateTimeFormat('es-ES', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${mes}-01T12:00:00Z`));

const mesAnterior = (mes: string): string => {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${a - 1}-12` : `${a}-${String(m - 1).padStart(2, '0')}`;
};

test('la oficina trae con conexión un mes anterior a su ventana y, sin conexión, ve lo guardado y el aviso', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion('admin');
  // Sin red abrirá pantallas que no ha visitado: su código ha de estar ya guardado.
  await esperarServiceWorker(pagina);
  await esperarVigia(pagina);
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { timeout: 300_000 }).toBe(true);

  const desde = await primerMes(pagina);
  const anterior = mesAnterior(desde);
  expect(await rondasAntesDe(pagina, desde), 'la historia anterior a la ventana no baja sin pedirla').toEqual([]);
  // Las rondas realizadas son bajo demanda para la oficina (decisión 78): al entrar no baja ninguna hecha.
  expect(await rondasHechas(pagina), 'la oficina no baja las rondas hechas sin abrir su lista').toBe(0);
  const pie = pagina.getByRole('region', { name: 'Historial' });

  await test.step('sin conexión, la lista sin suscribir dice que su historial necesita conexión', async () => {
    await contexto.setOffline(true);
    await navegarEnLaApp(pagina, '/app/rondas/rondas-realizadas');
    await expect(pagina.getByRole('heading', { name: 'Rondas realizadas', level: 1 })).toBeVisible();
    await expect(pie.getByRole('note')).toHaveText('Historial de esta lista: disponible con conexión');
    await expect(pie).toContainText('En este dispositivo: solo lo que está en curso');
  });

  await test.step('al volver la red, la lista se suscribe y trae las rondas hechas de la ventana', async () => {
    await contexto.setOffline(false);
    await expect(pie).toContainText('Historial de esta lista traído del servidor', { timeout: 120_000 });
    await expect(pie).toContainText(`En este dispositivo: desde ${mesEnPalabras(desde)}`);
    expect(await rondasHechas(pagina)).toBeGreaterThan(0);
    await expect(pagina.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  });

  await test.step('con conexión: «Ver» el mes anterior lo trae y el pie lo dice', async () => {
    await pie.getByRole('button', { name: `Ver ${mesEnPalabras(anterior)}` }).click();
    await expect(pie).toContainText(`Traído ${mesEnPalabras(anterior)}`, { timeout: 120_000 });
    await expect(pie).toContainText(`En este dispositivo: desde ${mesEnPalabras(anterior)}`);
  });
  const traidas = await rondasAntesDe(pagina, desde);
  expect(traidas.length, 'el mes anterior trae sus rondas').toBeGreaterThan(0);
  expect((await rondasAntesDe(pagina, anterior)).length, 'solo ese mes').toBe(0);

  await test.step('sin conexión: lo guardado sigue, con su ficha, y lo anterior dice que necesita conexión', async () => {
    await contexto.setOffline(true);
    await expect(pie.getByRole('note')).toHaveText('Historial anterior: disponible con conexión');
    await expect(pie.getByRole('button', { name: /^Ver / })).toHaveCount(0);
    await expect(pie).toContainText(`En este dispositivo: desde ${mesEnPalabras(anterior)}`);
    expect((await rondasAntesDe(pagina, desde)).sort()).toEqual([...traidas].sort());
    const id = traidas[0] ?? '';
    await navegarEnLaApp(pagina, `/app/rondas/rondas-realizadas/${id}`);
    await expect(pagina.getByRole('heading', { level: 1 })).not.toHaveText('No se ha podido abrir esta pantalla');
    await expect(pagina).toHaveURL(new RegExp(`/rondas/rondas-realizadas/${id}$`));
  });

  // Un parte de novedad de la ventana, visto desde el servidor (como si estuviera todo suscrito).
  const { token } = await iniciarSesionApi(entorno.actual.servidor.url, 'admin');
  const partes = [...(((await descargaCompleta(entorno.actual.servidor.url, token)).get('partenovedad')) ?? new Map()).values()];
  // El más reciente: la pantalla enseña los 50 últimos del puesto.
  const parte = partes
    .filter((x) => typeof x.fecha === 'string' && x.fecha >= `${desde}-01` && x.estado !== 0)
    .sort((a, b) => String(b.fecha).localeCompare(String(a.fecha)))[0];
  if (!parte) throw new Error('la demo no tiene partes de novedad en la ventana');
  const idpuesto = String(parte.idpuesto_servicio);
  // El mes pedido trajo los suyos (toda su historia); los de la ventana no bajan sin abrir su lista.
  expect(await partesNovedadDesde(pagina, desde), 'la oficina no baja los partes de novedad de la ventana sin abrir su lista').toBe(0);

  await test.step('sin conexión, las novedades de un puesto sin suscribir dicen que su historial necesita conexión', async () => {
    await navegarEnLaApp(pagina, `/app/puestos-servicio/${idpuesto}/novedades`);
    await expect(pagina.getByRole('heading', { name: 'Partes de novedad del puesto', level: 1 })).toBeVisible();
    await expect(pie.getByRole('note')).toHaveText('Historial de esta lista: disponible con conexión');
    // Los del mes pedido sí se ven; el de la ventana, no.
    await expect(pagina.getByTestId('parte-novedad').filter({ hasText: String(parte.numero) })).toHaveCount(0);
  });

  await test.step('al volver la red, la pantalla del puesto suscribe los partes de novedad y los enseña', async () => {
    await contexto.setOffline(false);
    await expect(pie).toContainText('Historial de esta lista traído del servidor', { timeout: 120_000 });
    await expect(pagina.getByTestId('parte-novedad').filter({ hasText: String(parte.numero) })).toHaveCount(1);
    expect(await partesNovedadDesde(pagina, desde)).toBeGreaterThan(0);
  });
  await contexto.close();
});
