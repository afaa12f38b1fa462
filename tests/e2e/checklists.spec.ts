/**
 * Checklists de un parte sin conexión, de punta a punta en Chromium contra el servidor real con la demo:
 * el técnico, sin red, contesta una checklist (una pregunta correcta y una anomalía de tipo «Batería
 * baja» con grado «Grave»), añade a esa pregunta una acción correctora (y la marca realizada) y una foto
 * (un PNG elegido como fichero), firma (un DNI malo se rechaza), reabre (la firma se borra), marca todo
 * correcto (la anomalía se queda, las revisiones pasan a realizadas) y vuelve a firmar; el resumen del
 * parte muestra la checklist y axe no encuentra infracciones graves en la ficha. Vuelve la red: la cola se
 * vacía sin fallos, el servidor tiene el estado final (finalizada, conAnomalias, firmada por quien firmó
 * la segunda vez; la acción y la foto una vez) y cada entrada de la cola está en sync_aplicado una sola
 * vez (servidor PGlite, mirado al final con el servidor parado).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Coleccion } from '../../schemas';
import { PaginaResumen } from './paginas/cierre';
import { PaginaChecklist, PaginaChecklists } from './paginas/checklists';
import { PaginaLogin } from './paginas/login';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { descargaCompleta, iniciarSesionApi } from './soporte/api';
import { abrirPglite } from './soporte/bd';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, checklistPendiente, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, type EntradaColaLocal } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'checklists', bd: 'pglite', proxy: true });

type Doc = Record<string, unknown>;

/** Infracciones graves o críticas de axe-core (WCAG 2.1 A y AA) en la página. */
const infraccionesGraves = async (pagina: Page): Promise<string[]> => {
  const r = await new AxeBuilder({ page: pagina }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

/** PNG de 8×8 píxeles en color. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAaklEQVR4nAXB0QAAAAhDwZGMJJJIIhlJEO87ou6EhEWJFiMiVpyEjE2ZNmNi1pyFChdVdDFFii2uhBo31XQzTZptroUGDzX0MEOGHW6EgkOFDhMSNlyEFi+19DJLll1uhQ4fdfQxR4497h7WFWaB0n08RwAAAABJRU5ErkJggg==',
  'base64',
);

const CHECKLIST = 'Revisión de sistema de intrusión';
const CORRECTA = '¿La central arranca sin errores?';
const ANOMALA = '¿La batería de respaldo está en carga?';
const REVISION = 'Comprobar tensión de la fuente';

interface ChecklistLocal {
  idchecklist_ot: string;
  idparte_trabajo: string;
}

test('checklist sin conexión: anomalía con grado, acción correctora, foto, firma, reabrir, todo correcto y firma; el servidor lo tiene una vez', async ({ browser }) => {
  test.setTimeout(5 * 60_000);
  const { servidor, proxy, dataDir } = entorno.actual;
  if (!proxy || !dataDir) throw new Error('el entorno necesita proxy y PGlite');

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();

  let objetivo: ChecklistLocal | null = null;
  await test.step('el técnico inicia sesión con red y tiene las checklists de sus partes en el dispositivo', async () => {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarServiceWorker(pagina);
    await esperarVigia(pagina);
    await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull, { message: 'la descarga inicial no termina', timeout: 180_000 }).not.toBeNull();
    await expect
      .poll(
        async () => {
          objetivo = await checklistPendiente(pagina, CHECKLIST);
          return objetivo;
        },
        { message: 'no hay checklists de intrusión pendientes en el dispositivo', timeout: 60_000 },
      )
      .not.toBeNull();
  });
  const { idchecklist_ot: idchecklist, idparte_trabajo: idparte } = objetivo ?? { idchecklist_ot: '', idparte_trabajo: '' };

  await test.step('sin conexión', async () => {
    await contexto.setOffline(true);
    proxy.rechazar(true);
    proxy.cortar();
  });

  const ficha = new PaginaChecklist(pagina);
  await test.step('la ficha del parte enlaza a sus checklists; la lista lleva a la checklist, sin contestar', async () => {
    await pagina.goto(`/app/offline/partes/${idparte}`);
    await pagina.getByRole('link', { name: 'Checklists', exact: true }).click();
    const lista = new PaginaChecklists(pagina);
    await expect(pagina.getByRole('heading', { name: 'Checklists', level: 1, exact: true })).toBeVisible();
    await expect(lista.fila(CHECKLIST)).toContainText('Sin contestar');
    await lista.fila(CHECKLIST).getByRole('link', { name: CHECKLIST }).click();
    await ficha.esperar();
    await expect(ficha.estado).toHaveText('Pendiente');
    await expect(ficha.resultado).toHaveText('Sin contestar');
  });

  await test.step('una correcta (sigue sin contestar) y una anomalía con tipo y grado (con anomalías)', async () => {
    await ficha.responder(CORRECTA, 'Correcto');
    await expect(ficha.resultado).toHaveText('Sin contestar');
    await ficha.anomalia(ANOMALA, 'Batería baja', 'Grave', 'Carga al 20 %');
    await expect(ficha.resultado).toHaveText('Con anomalías');
    expect(await infraccionesGraves(pagina)).toEqual([]);
  });

  await test.step('acción correctora y foto en la pregunta con la anomalía', async () => {
    await ficha.accionCorrectora(ANOMALA, 'Sustituir la batería de 12 V');
    const estadoAccion = ficha.pregunta(ANOMALA).getByLabel('Estado de Sustituir la batería de 12 V');
    await estadoAccion.selectOption({ label: 'Realizada' });
    await expect(estadoAccion).toHaveValue('2');
    await ficha.pregunta(ANOMALA).getByRole('link', { name: `Añadir foto a ${ANOMALA}` }).click();
    await expect(pagina.getByRole('heading', { name: 'Añadir fichero', level: 1 })).toBeVisible();
    await pagina.getByLabel('Fichero', { exact: true }).setInputFiles({ name: 'bateria.png', mimeType: 'image/png', buffer: PNG });
    await pagina.getByRole('button', { name: 'Guardar', exact: true }).click();
    await expect(pagina.getByRole('list', { name: 'Ficheros' }).getByRole('link', { name: /^bateria\./ })).toBeVisible();
    await ficha.abrir(idparte, idchecklist);
    await expect(ficha.pregunta(ANOMALA).getByRole('link', { name: `Fotos y adjuntos de ${ANOMALA}` })).toHaveText('Fotos y adjuntos (1)');
  });

  await test.step('firma: un DNI malo se rechaza; con uno bueno queda finalizada y no se puede contestar', async () => {
    await ficha.rellenarFirma('Juan Pérez', '12345678A');
    await expect(pagina.getByText('El DNI no es correcto')).toBeVisible();
    await ficha.dni.fill('12345678Z');
    await ficha.guardarFirma.click();
    await expect(ficha.estado).toHaveText('Finalizada');
    await expect(ficha.firma).toContainText('Firmada por Juan Pérez, DNI 12345678Z');
    await expect(ficha.firma.getByRole('img', { name: 'Firma de Juan Pérez' })).toBeVisible();
    await expect(ficha.pregunta(CORRECTA).getByRole('radio', { name: 'Correcto' })).toBeDisabled();
    await expect(ficha.marcarTodo).toHaveCount(0);
  });

  await test.step('reabrir (tras la confirmación) la deja pendiente y borra la firma', async () => {
    await ficha.confirmar(ficha.reabrir);
    await expect(ficha.estado).toHaveText('Pendiente');
    await expect(ficha.firma).toHaveText('Sin firmar');
    await expect(pagina.getByRole('img', { name: 'Firma de Juan Pérez' })).toHaveCount(0);
    await expect(ficha.resultado).toHaveText('Con anomalías');
  });

  await test.step('marcar todo correcto: nada sin contestar, la revisión realizada y la anomalía se queda', async () => {
    await ficha.confirmar(ficha.marcarTodo);
    await expect(pagina.getByText(/preguntas? sin contestar/)).toHaveCount(0);
    await expect(ficha.pregunta(REVISION).getByRole('checkbox', { name: 'Realizada' })).toBeChecked();
    await expect(ficha.pregunta(REVISION).getByRole('radio', { name: 'Correcto' })).toBeChecked();
    await expect(ficha.pregunta(ANOMALA).getByRole('radio', { name: 'Anomalía' })).toBeChecked();
    await expect(ficha.resultado).toHaveText('Con anomalías');
  });

  await test.step('firma otra vez y el resumen del parte muestra la checklist', async () => {
    await ficha.rellenarFirma('Ana López', '00000000T');
    await expect(ficha.estado).toHaveText('Finalizada');
    await expect(ficha.firma).toContainText('Firmada por Ana López, DNI 00000000T');
    const resumen = new PaginaResumen(pagina);
    await resumen.abrir(idparte);
    const fila = pagina.getByTestId('resumen-checklists').getByRole('row').filter({ hasText: CHECKLIST });
    await expect(fila).toContainText('Con anomalías');
    await expect(fila).toContainText('Firmada por Ana López');
  });

  let cola: EntradaColaLocal[] = [];
  await test.step('la cola tiene cada cambio en orden', async () => {
    cola = await colaLocal(pagina);
    expect(cola.map((e) => e.metodo)).toEqual([
      'checklistOt.responderSync',
      'checklistOt.responderSync',
      'checklistOt.accionCorrectoraSync',
      'checklistOt.estadoAccionCorrectoraSync',
      'fichero.subirSync',
      'checklistOt.firmarSync',
      'checklistOt.reabrirSync',
      'checklistOt.marcarTodoCorrectoSync',
      'checklistOt.firmarSync',
    ]);
  });

  await test.step('vuelve la red: la cola se vacía sin fallos', async () => {
    const subida = new PaginaColaSubida(pagina);
    await subida.abrir();
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await subida.esperarVacia();
  });
  await contexto.close();

  await test.step('en el servidor (admin): el estado final de la checklist, la acción y la foto una vez', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, token);
    const de = (c: Coleccion): Doc[] => [...(todo.get(c)?.values() ?? [])];
    expect(todo.get('checklistot')?.get(idchecklist)).toMatchObject({
      estado: 2, resultado: 0, firma_nombre: 'Ana López', firma_dni: '00000000T', firma_imagen: expect.stringMatching(/^data:image\/png;base64,/),
    });
    const preguntas = de('preguntachecklistot').filter((p) => p.idchecklist_ot === idchecklist);
    expect(preguntas.length).toBeGreaterThan(3);
    expect(preguntas.filter((p) => p.respuesta === 'sinContestar')).toEqual([]);
    expect(preguntas.filter((p) => p.tipo === 'revision').every((p) => p.realizada === true)).toBe(true);
    const bateria = de('tanomaliachecklistot').find((t) => t.descripcion === 'Batería baja');
    const grave = de('gradoanomalia').find((g) => g.descripcion === 'Grave');
    const anomala = preguntas.find((p) => p.descripcion === ANOMALA);
    expect(anomala).toMatchObject({
      respuesta: 'anomalia', idtanomalia_checklist_ot: bateria?.idtanomalia_checklist_ot, idgrado_anomalia: grave?.idgrado_anomalia, observaciones: 'Carga al 20 %',
    });
    expect(preguntas.filter((p) => p.respuesta === 'anomalia')).toHaveLength(1);
    const acciones = de('accioncorrectoraot').filter((a) => a.idchecklist_ot === idchecklist);
    expect(acciones).toHaveLength(1);
    expect(acciones[0]).toMatchObject({ idpregunta_checklist_ot: anomala?.idpregunta_checklist_ot, descripcion: 'Sustituir la batería de 12 V', estado: 2 });
    const fotos = de('fichero').filter((f) => f.id === anomala?.idpregunta_checklist_ot && f.idtabla === 283);
    expect(fotos).toHaveLength(1);
    expect(fotos[0]).toMatchObject({ nombre: expect.stringMatching(/^bateria\./), tipo: expect.stringMatching(/^image\//), estado: 1 });
  });

  await test.step('cada entrada de la cola aplicada una sola vez (sync_aplicado)', async () => {
    await servidor.detener();
    const bd = await abrirPglite(dataDir);
    try {
      const ids = new Set(cola.map((x) => x.idsync_upload));
      const orden = (a: { idsync_upload: string }, b: { idsync_upload: string }): number => a.idsync_upload.localeCompare(b.idsync_upload);
      const todas = await bd.query<{ idsync_upload: string; metodo: string }>('SELECT idsync_upload::text AS idsync_upload, metodo FROM sync_aplicado');
      const filas = todas.filter((f) => ids.has(f.idsync_upload)).map((f) => ({ idsync_upload: f.idsync_upload, metodo: f.metodo })).sort(orden);
      expect(filas).toEqual(cola.map((x) => ({ idsync_upload: x.idsync_upload, metodo: x.metodo })).sort(orden));
    } finally {
      await bd.cerrar();
    }
  });
});
