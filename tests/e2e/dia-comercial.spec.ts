/**
 * El día de un comercial sin conexión (issue 14, «How it must be shown»): el comercial entra con red
 * (descarga y service worker) y se queda sin red. Da de alta un cliente potencial (un correo mal escrito
 * se rechaza con su mensaje antes), le añade un teléfono, una dirección y una cuenta bancaria (un IBAN
 * con el dígito de control mal, rechazado antes), abre una operación con dos líneas (importes y total al
 * céntimo) y le da una cita. Recarga sin red y todo sigue ahí. Vuelve la red: la cola se vacía y el
 * servidor tiene cada cosa una vez; un supervisor (admin) con la lista de operaciones abierta ve la nueva
 * sin recargar. Convierte el prospecto en cliente y ve bajo el cliente su teléfono, su dirección, su
 * cuenta y su operación. Un comercial de otra delegación (comercial2) no ve nada de ello, ni por sync.pull
 * ni llamando a los métodos.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PaginaLogin } from './paginas/login';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { documentoPorPull, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, leerMarca, marcarPagina } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'dia-comercial', bd: 'pglite', proxy: true });

const EUROS = (texto: string): string => `${texto}\u00a0€`;

/** El mensaje de error que anuncia el campo (`.campo` que lo contiene). */
const errorDe = (pagina: Page, campo: Locator, mensaje: string): Locator => pagina.locator('.campo').filter({ has: campo }).getByText(mensaje, { exact: true });
const campo = (pagina: Page, etiqueta: string): Locator => pagina.getByLabel(etiqueta, { exact: true });
const idDeUrl = (pagina: Page, patron: RegExp): string => {
  const m = patron.exec(new URL(pagina.url()).pathname);
  if (!m?.[1]) throw new Error(`La URL ${pagina.url()} no casa con ${patron}`);
  return m[1];
};

test('un comercial trabaja sin conexión: prospecto, teléfono, dirección, cuenta, operación con líneas y cita; al volver la red todo sube una vez y lo convierte en cliente', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita proxy');
  const sello = Date.now().toString(36);
  const nombreProspecto = `Joyería Lucero ${sello}`;
  const tituloOperacion = `Alarma y CCTV para la joyería ${sello}`;

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const p = await contexto.newPage();

  await test.step('el comercial inicia sesión y la app queda instalada y descargada', async () => {
    await new PaginaLogin(p).iniciarSesion('comercial');
    await esperarServiceWorker(p);
    await esperarVigia(p);
    await expect.poll(async () => (await estadoMotor(p)).ultimoPull !== null, { message: 'la descarga inicial no termina', timeout: 180_000 }).toBe(true);
  });

  // El supervisor, en otro contexto, con la lista de operaciones abierta y buscando la que va a nacer.
  const contextoAdmin = await browser.newContext({ baseURL: servidor.url });
  const admin = await contextoAdmin.newPage();
  await test.step('el supervisor abre la lista de operaciones', async () => {
    await new PaginaLogin(admin).iniciarSesion('admin');
    await admin.goto('/app/operaciones/');
    await admin.getByRole('searchbox', { name: 'Buscar' }).fill(sello);
    await expect(admin.getByText(tituloOperacion)).toHaveCount(0);
    await marcarPagina(admin, 'sin-recargar');
  });

  await contexto.setOffline(true);
  proxy.rechazar(true);
  proxy.cortar();

  const idprospecto = await test.step('sin red: alta del prospecto (un correo mal escrito se rechaza antes)', async () => {
    await p.goto('/app/clientes-potenciales/add');
    await expect(p.getByRole('heading', { name: 'Nuevo cliente potencial', level: 1 })).toBeVisible();
    await campo(p, 'Nombre').fill(nombreProspecto);
    await campo(p, 'Origen').selectOption({ label: 'Puerta fría' });
    await campo(p, 'Interés').fill('Alarma conectada y cámaras en el escaparate');
    const correo = campo(p, 'Correo electrónico');
    await correo.fill('lucero@joyeria');
    await p.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(errorDe(p, correo, 'El correo electrónico no es correcto')).toBeVisible();
    expect(new URL(p.url()).pathname).toBe('/app/clientes-potenciales/add');
    await correo.fill('lucero@joyeria-lucero.es');
    await expect(errorDe(p, correo, 'El correo electrónico no es correcto')).toHaveCount(0);
    await p.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(p.getByText('Cliente potencial añadido')).toBeVisible();
    await expect(p.getByRole('heading', { name: nombreProspecto, level: 1 })).toBeVisible();
    return idDeUrl(p, /^\/app\/clientes-potenciales\/([^/]+)$/);
  });
  const fichaProspecto = `/app/clientes-potenciales/${idprospecto}`;

  await test.step('sin red: un teléfono y una dirección', async () => {
    await p.goto(`${fichaProspecto}/telefonos/add`);
    await expect(p.getByRole('heading', { name: 'Nuevo teléfono', level: 1 })).toBeVisible();
    await campo(p, 'Número').fill('600 123 456');
    await campo(p, 'Descripción').fill('Móvil de la dueña');
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p.getByText('Teléfono añadido')).toBeVisible();

    await p.goto(`${fichaProspecto}/direcciones/add`);
    await expect(p.getByRole('heading', { name: 'Nueva dirección', level: 1 })).toBeVisible();
    await campo(p, 'Tipo').selectOption({ label: 'Instalación' });
    await campo(p, 'Dirección').fill('Calle Mayor 12');
    await campo(p, 'Código postal').fill('28013');
    await campo(p, 'Población').fill('Madrid');
    await campo(p, 'Provincia').fill('Madrid');
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p.getByText('Dirección añadida')).toBeVisible();
  });

  await test.step('sin red: una cuenta bancaria (un IBAN con el control mal se rechaza antes)', async () => {
    await p.goto(`${fichaProspecto}/cuentas-bancarias/add`);
    await expect(p.getByRole('heading', { name: 'Nueva cuenta bancaria', level: 1 })).toBeVisible();
    const iban = campo(p, 'IBAN');
    await iban.fill('ES91 2100 0418 4502 0005 1333');
    await campo(p, 'Titular').fill(nombreProspecto);
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(errorDe(p, iban, 'El IBAN no es correcto')).toBeVisible();
    await iban.fill('ES91 2100 0418 4502 0005 1332');
    await expect(errorDe(p, iban, 'El IBAN no es correcto')).toHaveCount(0);
    await p.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(p.getByText('Cuenta bancaria añadida')).toBeVisible();
  });

  const idoperacion = await test.step('sin red: una operación con dos líneas, total al céntimo', async () => {
    await p.goto(fichaProspecto);
    await p.getByRole('link', { name: 'Nueva operación', exact: true }).click();
    await expect(p.getByRole('heading', { name: 'Nueva operación comercial', level: 1 })).toBeVisible();
    await campo(p, 'Título').fill(tituloOperacion);
    await campo(p, 'Etapa').selectOption({ label: 'Propuesta' });
    await campo(p, 'Probabilidad (%)').fill('60');
    await p.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(p.getByText('Operación añadida')).toBeVisible();
    const id = idDeUrl(p, /^\/app\/operaciones\/([^/]+)$/);

    await p.goto(`/app/operaciones/${id}/lineas`);
    const lineas: [string, string, string, string, string][] = [
      ['Central de alarma con módulo 4G', '2', '199,90', '10', '359,82'],
      ['Detector volumétrico', '3', '19,99', '15', '50,97'],
    ];
    for (const [descripcion, unidades, precio, dto, importe] of lineas) {
      await p.getByRole('button', { name: 'Añadir línea' }).click();
      await campo(p, 'Descripción').fill(descripcion);
      await campo(p, 'Unidades').fill(unidades);
      await campo(p, 'Precio (€)').fill(precio);
      await campo(p, 'Dto. %').fill(dto);
      await expect(p.getByTestId('importe-linea')).toContainText(EUROS(importe));
      await p.getByRole('button', { name: 'Guardar línea' }).click();
      await expect(p.getByText('Línea añadida').first()).toBeVisible();
      await expect(p.getByTestId('linea').filter({ hasText: descripcion }).getByTestId('importe')).toHaveText(EUROS(importe));
    }
    await expect(p.getByTestId('linea')).toHaveCount(2);
    await expect(p.getByTestId('total')).toHaveText(EUROS('410,79'));
    return id;
  });

  await test.step('sin red: una cita con el prospecto', async () => {
    await p.goto(fichaProspecto);
    await p.getByRole('link', { name: 'Nueva cita', exact: true }).click();
    await expect(p.getByRole('heading', { name: 'Nueva cita', level: 1 })).toBeVisible();
    await campo(p, 'Asunto').fill(`Demostración en la joyería ${sello}`);
    await campo(p, 'Tipo').selectOption({ label: 'Demostración' });
    for (const [etiqueta, horas] of [['Hora de inicio', '10'], ['Hora de fin', '11']] as const) {
      await p.getByRole('button', { name: new RegExp(`^${etiqueta}`) }).click();
      const dialogo = p.getByRole('dialog', { name: etiqueta });
      await dialogo.getByLabel('Hora', { exact: true }).selectOption(horas);
      await dialogo.getByLabel('Minutos').selectOption('00');
      await dialogo.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialogo).toBeHidden();
    }
    await p.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expect(p.getByText('Cita añadida')).toBeVisible();
  });

  const entradas = await test.step('recarga sin red: todo sigue en el dispositivo y en la cola', async () => {
    await p.reload();
    await expect(p.getByText(`Demostración en la joyería ${sello}`).first()).toBeVisible();
    await p.goto(fichaProspecto);
    await expect(p.getByRole('heading', { name: nombreProspecto, level: 1 })).toBeVisible();
    await expect(p.getByText(/600 123 456/).first()).toBeVisible();
    await expect(p.getByText(/Calle Mayor 12/).first()).toBeVisible();
    await expect(p.getByText(/ES91/).first()).toBeVisible();
    await p.goto(`/app/operaciones/${idoperacion}/lineas`);
    await expect(p.getByTestId('linea')).toHaveCount(2);
    await expect(p.getByTestId('total')).toHaveText(EUROS('410,79'));
    const cola = await colaLocal(p);
    expect(cola.every((e) => e.estado === 'pendiente'), JSON.stringify(cola)).toBe(true);
    expect(cola.map((e) => e.metodo)).toEqual([
      'clientePotencial.insertSync', 'telefonoPotencial.insertSync', 'direccionPotencial.insertSync', 'cuentaBancaria.insertSync',
      'operacionCrm.insertSync', 'loperacionCrm.insertSync', 'loperacionCrm.insertSync', 'cita.insertSync',
    ]);
    return cola.length;
  });
  expect(entradas).toBe(8);

  await test.step('vuelve la red: la cola se vacía y el supervisor ve la operación sin recargar', async () => {
    proxy.rechazar(false);
    await contexto.setOffline(false);
    const cola = new PaginaColaSubida(p);
    await cola.abrir();
    await cola.esperarVacia();
    expect(await colaLocal(p)).toEqual([]);
    await expect(admin.getByText(tituloOperacion)).toBeVisible({ timeout: 60_000 });
    expect(await leerMarca(admin)).toBe('sin-recargar');
  });

  await test.step('el servidor tiene cada cosa una vez', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const prospecto = await documentoPorPull(servidor.url, token, 'clientepotencial', idprospecto);
    expect(prospecto).toMatchObject({ nombre: nombreProspecto, email: 'lucero@joyeria-lucero.es', iddelegacion: '1' });
    const lineas = await todasLasDe(servidor.url, token, 'loperacioncrm', (d) => d.idoperacioncrm === idoperacion);
    expect(lineas.map((l) => Number(l.importe)).sort((a, b) => a - b)).toEqual([50.97, 359.82]);
    const citas = await todasLasDe(servidor.url, token, 'cita', (d) => d.idcliente_potencial === idprospecto);
    expect(citas).toHaveLength(1);
  });

  await test.step('convertir el prospecto: bajo el cliente están su teléfono, su dirección, su cuenta y su operación', async () => {
    await p.goto(fichaProspecto);
    await p.getByRole('button', { name: 'Convertir en cliente' }).click();
    const dialogo = p.getByRole('dialog', { name: 'Confirmación' });
    await dialogo.getByRole('button', { name: 'Convertir en cliente' }).click();
    await expect(p.getByText('Cliente potencial convertido en cliente')).toBeVisible();
    const idcliente = idDeUrl(p, /^\/app\/clientes\/([^/]+)$/);
    await expect(p.getByRole('heading', { name: nombreProspecto, level: 1 })).toBeVisible();
    await expect(p.getByText(/600 123 456/).first()).toBeVisible();
    await expect(p.getByText(/Calle Mayor 12/).first()).toBeVisible();
    await expect(p.getByText(/ES91/).first()).toBeVisible();
    await p.getByRole('link', { name: 'Operaciones', exact: true }).click();
    await expect(p.getByText(tituloOperacion)).toBeVisible();
    await new PaginaColaSubida(p).abrir();
    await new PaginaColaSubida(p).esperarVacia();
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    expect(await documentoPorPull(servidor.url, token, 'cliente', idcliente)).toMatchObject({ nombre: nombreProspecto });
    expect(await documentoPorPull(servidor.url, token, 'operacioncrm', idoperacion)).toMatchObject({ idcliente, idcliente_potencial: idprospecto });

    await test.step('comercial2 (otra delegación) no ve nada de ello ni puede tocarlo', async () => {
      const { token: otro } = await iniciarSesionApi(servidor.url, 'comercial2');
      for (const [coleccion, id] of [['clientepotencial', idprospecto], ['cliente', idcliente], ['operacioncrm', idoperacion]] as const) {
        expect(await documentoPorPull(servidor.url, otro, coleccion, id), `${coleccion} ${id}`).toBeNull();
      }
      await expect(
        llamarRpc(servidor.url, otro, 'operacionCrm.updateSync', { idsync_upload: crypto.randomUUID(), creado: new Date().toISOString(), params: { id: idoperacion, cambios: { titulo: 'Robada' } } }),
      ).rejects.toThrow(/-32011/);
    });
  });

  await test.step('el mapa de clientes: grupos de marcadores; «Buscar en esta zona» acota la lista y «Quitar zona» la devuelve', async () => {
    await p.goto('/app/clientes/');
    const total = p.getByTestId('lista-total');
    await expect(total).toHaveText(/\d/);
    const numero = async (): Promise<number> => Number((await total.innerText()).replace(/\D/g, ''));
    await expect.poll(numero).toBeGreaterThan(0);
    const todos = await numero();
    await p.getByRole('button', { name: 'Mapa', exact: true }).click();
    const dialogo = p.getByRole('dialog', { name: 'Mapa' });
    await expect(dialogo.getByRole('status')).toHaveText(/\d+ clientes en el mapa/);
    const grupos = dialogo.locator('.marker-cluster');
    await expect(grupos.first()).toBeVisible();
    // Un clic en un grupo acerca el mapa a sus clientes; la zona visible deja fuera a los demás.
    await grupos.first().click();
    await dialogo.getByRole('button', { name: 'Buscar en esta zona' }).click();
    await expect(dialogo.getByRole('status')).toHaveText(/\d+ clientes? en la zona/);
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
    const chip = p.getByRole('group', { name: 'En la zona del mapa' });
    await expect(chip).toBeVisible();
    await expect.poll(numero).toBeLessThan(todos);
    expect(await numero()).toBeGreaterThan(0);
    await chip.getByRole('button', { name: 'Quitar zona' }).click();
    await expect(chip).toBeHidden();
    await expect.poll(numero).toBe(todos);
  });

  await contextoAdmin.close();
  await contexto.close();
});

/** Todos los documentos de una colección que ve el usuario del token y cumplen `filtro`. */
const todasLasDe = async (url: string, token: string, coleccion: string, filtro: (d: Record<string, unknown>) => boolean): Promise<Record<string, unknown>[]> => {
  const r: Record<string, unknown>[] = [];
  let checkpoint = 0;
  let cursor: string | null = null;
  for (let i = 0; i < 1000; i++) {
    const pagina = (await llamarRpc(url, token, 'sync.pull', { checkpoint, cursor, limite: 5000 })) as {
      documentos: { coleccion: string; doc: Record<string, unknown> }[];
      checkpoint: number;
      cursor: string | null;
      hayMas: boolean;
    };
    for (const d of pagina.documentos) if (d.coleccion === coleccion && filtro(d.doc)) r.push(d.doc);
    checkpoint = pagina.checkpoint;
    cursor = pagina.cursor;
    if (!pagina.hayMas) return r;
  }
  throw new Error('sync.pull no termina');
};
