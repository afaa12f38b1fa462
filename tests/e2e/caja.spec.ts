/**
 * Caja (issue 17, punto 3), con un servidor propio:
 *  - el técnico apunta un ingreso de 12,35 € y un gasto de 7,10 € en su caja, le adjunta al gasto el ticket
 *    (un PNG en el alta genérica de ficheros, idtabla 290) y ve el saldo: el inicial de su caja más la suma
 *    de sus movimientos en el servidor, al céntimo; el servidor tiene los dos movimientos una vez y el
 *    justificante; anula el ingreso y deja de contar en los dos lados;
 *  - sin red, el técnico cobra en efectivo un parte pendiente (la pantalla de cobro de siempre) y el
 *    movimiento está al momento en su caja con la marca del parte (y no se puede editar); al volver la red,
 *    la lista de esa caja abierta por el administrador lo ve aparecer sin recargar, con su importe y el saldo,
 *    y el servidor lo tiene una vez, unido al cobro.
 */
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PaginaCobrar } from './paginas/cierre';
import { PaginaCaja } from './paginas/caja';
import { PaginaLogin } from './paginas/login';
import { activos, type DescargaCompleta, descargaCompleta, type DocDescarga, iniciarSesionApi, numero, texto } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, partesLocales } from './soporte/navegador';

test.describe.configure({ mode: 'serial' });

const entorno = usarServidor({ nombre: 'caja', bd: 'pglite', proxy: true });

type Doc = DocDescarga;
const eur = (n: number): string => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(n);
/** Un PNG de 1×1 (el ticket del gasto). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** La caja del técnico en el servidor y su saldo: el inicial más sus movimientos activos, en céntimos (la demo de las e2e no tiene años: todos están en la ventana). */
const cajaEnServidor = async (idtecnico: string): Promise<{ caja: Doc; saldo: number; movimientos: Doc[]; todo: DescargaCompleta }> => {
  const { servidor } = entorno.actual;
  const { token } = await iniciarSesionApi(servidor.url, 'admin');
  const todo = await descargaCompleta(servidor.url, token);
  const caja = activos(todo, 'caja').find((c) => c.idtecnico === idtecnico);
  if (!caja) throw new Error(`el técnico ${idtecnico} no tiene caja`);
  const movimientos = activos(todo, 'movimientocaja').filter((m) => m.idcaja === caja.idcaja);
  const centimos = movimientos.reduce((s, m) => s + Math.round(numero(m.importe) * 100) * (m.tipo === 'ingreso' ? 1 : -1), Math.round(numero(caja.saldo_inicial) * 100));
  // El saldo consolidado que guarda la caja (issue 32) es esa suma: los mutadores lo mantienen en el servidor.
  expect(numero(caja.saldo)).toBe(centimos / 100);
  return { caja, saldo: centimos / 100, movimientos, todo };
};

const contextos = new Map<string, { contexto: BrowserContext; pagina: Page }>();
/** Una sesión por usuario para las dos pruebas, con su primera descarga hecha. */
const sesion = async (browser: Browser, usuario: string): Promise<{ contexto: BrowserContext; pagina: Page }> => {
  const hecha = contextos.get(usuario);
  if (hecha) return hecha;
  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();
  await new PaginaLogin(pagina).iniciarSesion(usuario);
  await esperarServiceWorker(pagina);
  await esperarVigia(pagina);
  await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull !== null, { message: `la descarga inicial de ${usuario} no termina`, timeout: 240_000 }).toBe(true);
  const s = { contexto, pagina };
  contextos.set(usuario, s);
  return s;
};

test.afterAll(async () => {
  for (const { contexto } of contextos.values()) await contexto.close();
  contextos.clear();
});

const idtecnicoDe = async (usuario: string): Promise<string> => {
  const { usuario: u } = await iniciarSesionApi(entorno.actual.servidor.url, usuario);
  const id = texto(u.idtecnico);
  if (id === '') throw new Error(`${usuario} no es técnico`);
  return id;
};

test('el técnico apunta un ingreso y un gasto con su ticket; el saldo es el del servidor al céntimo; anula el ingreso', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const sello = Date.now().toString(36);
  const idtecnico = await idtecnicoDe('tecnico');
  const { pagina: p } = await sesion(browser, 'tecnico');
  const caja = new PaginaCaja(p);

  await test.step('su caja sale elegida, con el saldo y el gráfico', async () => {
    const { caja: suya, saldo } = await cajaEnServidor(idtecnico);
    await caja.abrir();
    await expect(caja.caja).toHaveValue(texto(suya.idcaja));
    await expect(caja.saldo).toHaveText(eur(saldo));
    await expect(caja.grafico).toBeVisible();
  });

  const ingreso = `Anticipo para gastos ${sello}`;
  const gasto = `Gasoil furgoneta ${sello}`;
  const idingreso = await test.step('apunta un ingreso de 12,35 €', async () => {
    const id = await caja.registrar({ tipo: 'Ingreso', importe: '12,35', concepto: ingreso, categoria: 'Otros' });
    await caja.abrir();
    await expect(caja.fila(ingreso)).toContainText('12,35');
    return id;
  });
  const idgasto = await test.step('apunta el gasto (que no puede ser «Ingreso del banco»)', async () => {
    await caja.nuevo.click();
    await p.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Gasto' });
    await p.getByLabel('Importe (€)').fill('7,10');
    await p.getByLabel('Concepto', { exact: true }).fill(gasto);
    const categoria = p.getByLabel('Categoría', { exact: true });
    await categoria.selectOption({ label: 'Ingreso del banco' });
    await p.getByRole('button', { name: 'Guardar movimiento' }).click();
    await expect(p.getByText('Un gasto no puede ser de la categoría «Cobro de parte» ni «Ingreso del banco»')).toBeVisible();
    await categoria.selectOption({ label: 'Combustible' });
    await p.getByRole('button', { name: 'Guardar movimiento' }).click();
    await expect(p.getByText('Movimiento guardado')).toBeVisible();
    await expect(p).toHaveURL(/\/movimientos-caja\/[0-9a-f-]{36}$/);
    return new URL(p.url()).pathname.split('/').at(-1) ?? '';
  });

  await test.step('adjunta el ticket al gasto desde su ficha', async () => {
    await p.getByRole('link', { name: 'Añadir justificante' }).click();
    await expect(p).toHaveURL(new RegExp(`/ficheros/${idgasto}/290/add$`));
    await p.locator('input[type="file"]').setInputFiles({ name: 'ticket-gasoil.png', mimeType: 'image/png', buffer: PNG });
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p).toHaveURL(new RegExp(`/ficheros/${idgasto}/290$`));
    await expect(p.getByRole('listitem').filter({ hasText: 'ticket-gasoil.png' })).toHaveCount(1);
    await p.goto(`/app/movimientos-caja/${idgasto}`);
    await expect(p.getByRole('region', { name: 'Justificantes' }).getByRole('link', { name: 'ticket-gasoil.png' })).toBeVisible();
  });

  await test.step('sube todo; el saldo de la lista es el del servidor al céntimo', async () => {
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
    const { saldo, movimientos, todo } = await cajaEnServidor(idtecnico);
    await caja.abrir();
    await expect(caja.saldo).toHaveText(eur(saldo));
    expect(movimientos.filter((m) => m.concepto === ingreso)).toEqual([expect.objectContaining({ tipo: 'ingreso', importe: 12.35, categoria: 'otros', idcobro: null })]);
    expect(movimientos.filter((m) => m.concepto === gasto)).toEqual([expect.objectContaining({ idmovcaja: idgasto, tipo: 'gasto', importe: 7.1, categoria: 'combustible' })]);
    const tickets = activos(todo, 'fichero').filter((f) => f.id === idgasto && f.idtabla === 290);
    expect(tickets).toEqual([expect.objectContaining({ nombre: 'ticket-gasoil.png', tipo: 'image/png', tamano: PNG.length })]);
    await expect(caja.fila(gasto)).toContainText('7,10');
  });

  await test.step('anula el ingreso (tras la confirmación): deja de contar en el saldo, aquí y en el servidor', async () => {
    const { saldo: antes } = await cajaEnServidor(idtecnico);
    await p.goto(`/app/movimientos-caja/${idingreso}`);
    await p.getByRole('button', { name: 'Anular movimiento' }).click();
    const dialogo = p.getByRole('dialog', { name: 'Confirmación' });
    await expect(dialogo).toContainText(`¿Anular el movimiento «${ingreso}» de ${eur(12.35)}?`);
    await dialogo.getByRole('button', { name: 'Anular movimiento' }).click();
    await expect(p.getByText('Movimiento anulado')).toBeVisible();
    await expect(caja.titulo).toBeVisible();
    await expect(caja.fila(ingreso)).toHaveCount(0);
    await expect(caja.saldo).toHaveText(eur(Math.round((antes - 12.35) * 100) / 100));
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 60_000 }).toBe(0);
    const { saldo, todo } = await cajaEnServidor(idtecnico);
    expect(saldo).toBe(Math.round((antes - 12.35) * 100) / 100);
    expect(todo.get('movimientocaja')?.get(idingreso)).toMatchObject({ estado: 0 });
  });
});

test('un cobro en efectivo sin red entra en la caja del técnico; el administrador lo ve aparecer en vivo', async ({ browser }) => {
  test.setTimeout(6 * 60_000);
  const { proxy, servidor } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita el proxy');
  const idtecnico = await idtecnicoDe('tecnico');
  const { caja: suya, saldo: antes } = await cajaEnServidor(idtecnico);
  const idcaja = texto(suya.idcaja);

  const admin = (await sesion(browser, 'admin')).pagina;
  const cajaAdmin = new PaginaCaja(admin);
  await test.step('el administrador abre la caja del técnico', async () => {
    await cajaAdmin.abrir(idcaja);
    await expect(cajaAdmin.caja).toHaveValue(idcaja);
    await expect(cajaAdmin.saldo).toHaveText(eur(antes));
  });

  const { contexto, pagina: p } = await sesion(browser, 'tecnico');
  const parte = (await partesLocales(p)).find((x) => x.estado === 1 && x.idtecnico === idtecnico);
  if (!parte) throw new Error('el técnico no tiene partes pendientes');

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const recibo = await test.step('sin red: cobra 23,45 € en efectivo en el parte', async () => {
    const cobrar = new PaginaCobrar(p);
    await cobrar.abrir(parte.idparte_trabajo);
    await cobrar.importe.fill('23,45');
    await cobrar.formaPago.selectOption({ label: 'Efectivo' });
    await cobrar.guardar.click();
    await expect(cobrar.recibo).toHaveText(/^R\w+-\d{8}-[0-9A-F]{8}$/);
    return (await cobrar.recibo.innerText()).trim();
  });

  const caja = new PaginaCaja(p);
  const idmov = await test.step('sin red: el movimiento está ya en su caja, con el parte, y no se edita a mano', async () => {
    await caja.abrir();
    const fila = caja.fila(recibo);
    await expect(fila).toContainText('23,45');
    await expect(fila.getByRole('link', { name: `Parte ${parte.numero}`, exact: true })).toBeVisible();
    await expect(caja.saldo).toHaveText(eur(antes + 23.45));
    await fila.getByRole('link', { name: new RegExp(recibo) }).click();
    await expect(p.getByRole('heading', { name: 'Movimiento de caja', level: 1 })).toBeVisible();
    await expect(p.getByText('Este movimiento es el cobro de un parte: se registra y se corrige en el parte, no en la caja')).toBeVisible();
    await expect(p.getByRole('link', { name: 'Editar' })).toHaveCount(0);
    await expect(p.getByRole('button', { name: 'Anular movimiento' })).toHaveCount(0);
    const id = new URL(p.url()).pathname.split('/').at(-1) ?? '';
    await p.goto(`/app/movimientos-caja/${id}/edit`);
    await expect(p.getByRole('alert').filter({ hasText: 'se corrige en el parte' })).toBeVisible();
    await expect(p.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
    return id;
  });

  await test.step('vuelve la red: el administrador lo ve aparecer sin recargar', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await expect.poll(async () => (await colaLocal(p)).length, { timeout: 120_000 }).toBe(0);
    const fila = cajaAdmin.fila(recibo);
    await expect(fila).toContainText('23,45', { timeout: 60_000 });
    await expect(fila.locator('td.col-saldo')).toHaveText(eur(antes + 23.45));
    await expect(cajaAdmin.saldo).toHaveText(eur(antes + 23.45));
  });

  await test.step('el servidor tiene el movimiento una vez, unido al cobro', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, token);
    const cobros = activos(todo, 'cobro').filter((c) => c.recibo === recibo);
    expect(cobros).toEqual([expect.objectContaining({ idparte_trabajo: parte.idparte_trabajo, importe: 23.45, forma_pago: 'efectivo' })]);
    const movimientos = activos(todo, 'movimientocaja').filter((m) => m.idcobro === cobros[0]?.idcobro);
    expect(movimientos).toEqual([
      expect.objectContaining({ idmovcaja: idmov, idcaja, tipo: 'ingreso', importe: 23.45, categoria: 'cobro', idparte_trabajo: parte.idparte_trabajo }),
    ]);
    const { saldo } = await cajaEnServidor(idtecnico);
    expect(saldo).toBe(Math.round((antes + 23.45) * 100) / 100);
  });
});
