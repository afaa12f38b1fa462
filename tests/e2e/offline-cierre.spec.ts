/**
 * Cierre de un parte sin conexión, de punta a punta en Chromium contra el servidor real con la demo: el
 * técnico, sin red, inicia el cronómetro en un parte pendiente, recarga (sigue en marcha), lo detiene,
 * añade un tiempo con el selector de 24 h, cobra (ve el número de recibo), intenta firmar con un DNI malo
 * ('El DNI no es correcto') y firma con uno bueno dibujando con el ratón, vuelve a firmar (sustituye tras
 * 'Confirmación'), ve los tiempos en /tiempos/ y en la agenda, ve todo en el resumen, descarga
 * el PDF (empieza por %PDF) y finaliza con la opción 1. Vuelve la red, la cola se vacía y el servidor
 * (como admin) tiene parte y orden finalizados, el cobro, la firma y los tiempos una sola vez y el PDF
 * parte-{numero}.pdf del parte.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import type { Coleccion } from '../../schemas';
import { PaginaCobrar, PaginaCronometro, PaginaFinalizar, PaginaFirmar, PaginaResumen, PaginaTiempoAdd } from './paginas/cierre';
import { PaginaLogin } from './paginas/login';
import { PaginaColaSubida } from './paginas/sincronizacion';
import { descargaCompleta, iniciarSesionApi, llamarRpc } from './soporte/api';
import { usarServidor } from './soporte/entorno';
import { activarDepuracion, colaLocal, esperarServiceWorker, esperarVigia, estadoMotor, partesLocales, type ParteLocal } from './soporte/navegador';

const entorno = usarServidor({ nombre: 'offline-cierre', bd: 'pglite', proxy: true });

type Doc = Record<string, unknown>;


const RECIBO = /^R\w+-\d{8}-[0-9A-F]{8}$/;

test('sin conexión: cronómetro, tiempo, cobro, firma, resumen, PDF y cierre; al volver la red el servidor lo tiene una vez', async ({ browser }) => {
  test.setTimeout(8 * 60_000);
  const { servidor, proxy } = entorno.actual;
  if (!proxy) throw new Error('el entorno necesita el proxy');
  const inicioPrueba = new Date().toISOString();

  const contexto = await browser.newContext({ baseURL: entorno.actual.urlNavegador, acceptDownloads: true });
  await activarDepuracion(contexto);
  const pagina = await contexto.newPage();

  let pendientes: ParteLocal[] = [];
  let empresa = '';
  await test.step('el técnico inicia sesión con red y tiene sus partes en el dispositivo', async () => {
    await new PaginaLogin(pagina).iniciarSesion('tecnico');
    await esperarServiceWorker(pagina);
    await esperarVigia(pagina);
    await expect
      .poll(
        async () => {
          pendientes = (await partesLocales(pagina)).filter((p) => p.estado === 1 && p.idtecnico !== null);
          return pendientes.length;
        },
        { message: 'la descarga inicial no trae partes pendientes del técnico', timeout: 180_000 },
      )
      .toBeGreaterThan(1);
    // La descarga inicial completa (también los parámetros: empresa_* para el PDF, requiere_firma_cliente).
    await expect.poll(async () => (await estadoMotor(pagina)).ultimoPull, { message: 'la descarga inicial no termina', timeout: 180_000 }).not.toBeNull();
    const parametros = await pagina.evaluate(async () => {
      const docs = (await window.vigia?.db.parametro.find().exec()) ?? [];
      return Object.fromEntries(docs.map((d) => [d.clave, d.valor]));
    });
    expect(parametros).toMatchObject({ requiere_firma_cliente: '1', empresa_nombre: expect.any(String) });
    empresa = String(parametros.empresa_nombre);
  });
  const [parte, otroParte] = pendientes;
  if (!parte || !otroParte) throw new Error('hacen falta dos partes pendientes');
  const id = parte.idparte_trabajo;

  await test.step('sin conexión', async () => {
    await contexto.setOffline(true);
    proxy.rechazar(true);
    proxy.cortar();
  });

  const cronometro = new PaginaCronometro(pagina);
  await test.step('inicia el cronómetro; sigue en marcha tras recargar; no deja iniciar otro; lo detiene', async () => {
    await cronometro.abrirIniciar(id);
    await cronometro.iniciar.click();
    await expect(cronometro.enMarcha).toContainText(`Parte ${parte.numero}`);
    await expect(cronometro.reloj).toBeVisible();
    const antes = await cronometro.segundos();
    await expect.poll(() => cronometro.segundos(), { message: 'el reloj no avanza' }).toBeGreaterThan(antes);

    await pagina.reload();
    await expect(cronometro.enMarcha).toContainText(`Parte ${parte.numero}`);
    await expect(cronometro.iniciar).toHaveCount(0);

    await cronometro.abrirIniciarEligiendo(new RegExp(`^Parte ${otroParte.numero.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `));
    await expect(cronometro.error).toContainText(`Ya tienes un cronómetro en marcha en el parte ${parte.numero}`);
    await expect(cronometro.iniciar).toHaveCount(0);

    await cronometro.abrirDetener();
    await expect(cronometro.enMarcha).toContainText(`Parte ${parte.numero}`);
    await cronometro.detener.click();
    await expect(cronometro.detenido).toContainText(/Cronómetro detenido: \d+:\d{2} en el parte/);
    await expect(cronometro.reloj).toHaveCount(0);
  });

  await test.step('añade un tiempo de 08:00 a 09:30 con el selector de 24 h', async () => {
    const tiempo = new PaginaTiempoAdd(pagina);
    await tiempo.abrir(id);
    await tiempo.elegirHora('Hora de inicio', '09', '30');
    await tiempo.elegirHora('Hora de fin', '08', '00');
    await expect(pagina.getByText('La hora de fin debe ser posterior a la de inicio')).toBeVisible();
    await tiempo.elegirHora('Hora de inicio', '08', '00');
    await tiempo.elegirHora('Hora de fin', '09', '30');
    await expect(tiempo.duracion).toHaveText('Duración: 1:30');
    await tiempo.observaciones.fill('Revisión de la central');
    await tiempo.guardar.click();
    await new PaginaResumen(pagina).esperar();
  });

  await test.step('los tiempos salen en /tiempos/ (el más reciente primero) y en la agenda de la semana', async () => {
    await pagina.goto('/app/tiempos/');
    await expect(pagina.getByRole('heading', { name: 'Tiempos trabajados', level: 1 })).toBeVisible();
    const filaManual = pagina.getByRole('row').filter({ hasText: 'Revisión de la central' });
    await expect(filaManual).toContainText('1:30');
    await expect(filaManual).toContainText(`Parte ${parte.numero}`);
    const filas = pagina.getByRole('row').filter({ hasText: `Parte ${parte.numero}` });
    await expect(filas).toHaveCount(2);
    // El más reciente primero: las fechas de inicio (dd/mm/aaaa HH:mm) van de mayor a menor.
    const inicios = (await pagina.locator('tbody td.col-inicio').allInnerTexts()).map((t) => t.trim().replace(/^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})$/, '$3-$2-$1 $4'));
    expect(inicios.length).toBeGreaterThanOrEqual(2);
    expect(inicios).toEqual([...inicios].sort().reverse());
    await pagina.goto('/app/tiempos/agenda');
    await expect(pagina.getByRole('heading', { name: 'Agenda de tiempos', level: 1 })).toBeVisible();
    await expect(pagina.getByText(`08:00–09:30 · Parte ${parte.numero} · 1:30`)).toBeVisible();
  });

  let recibo = '';
  await test.step('cobra 121,00 € con tarjeta y ve el número de recibo', async () => {
    const cobrar = new PaginaCobrar(pagina);
    await cobrar.abrir(id);
    // De entrada, el total del parte (vacío si el parte no tiene importe).
    const total = (await pagina.getByText(/^Total del parte: /).innerText()).replace(/^Total del parte: /, '').replace(/[\s\u00a0€.]/g, '');
    await expect(cobrar.importe).toHaveValue(total === '0,00' ? '' : total);
    await cobrar.importe.fill('121,00');
    await cobrar.formaPago.selectOption({ label: 'Tarjeta' });
    await cobrar.observaciones.fill('Pagado en la visita');
    await cobrar.guardar.click();
    await expect(cobrar.recibo).toHaveText(RECIBO);
    recibo = (await cobrar.recibo.innerText()).trim();
  });

  await test.step('firma: un DNI malo se rechaza; con uno bueno y la firma dibujada se guarda', async () => {
    const firmar = new PaginaFirmar(pagina);
    await firmar.abrir(id);
    await firmar.nombre.fill('Juan Pérez');
    await firmar.dni.fill('12345678A');
    await firmar.firmarConRaton();
    await firmar.guardar.click();
    await expect(pagina.getByText('El DNI no es correcto')).toBeVisible();
    await expect(pagina).toHaveURL(/\/firmar$/);
    await firmar.dni.fill('12345678Z');
    await firmar.guardar.click();
    await new PaginaResumen(pagina).esperar();
    await expect(new PaginaResumen(pagina).firma).toContainText('Firmado por Juan Pérez');
  });

  await test.step('volver a firmar sustituye la firma tras la confirmación', async () => {
    const firmar = new PaginaFirmar(pagina);
    await firmar.abrir(id);
    await expect(pagina.getByRole('img', { name: 'Firma de Juan Pérez' })).toBeVisible();
    await firmar.nombre.fill('Ana López');
    await firmar.dni.fill('00000000T');
    await firmar.firmarConRaton();
    await firmar.guardar.click();
    const dialogo = pagina.getByRole('dialog', { name: 'Confirmación' });
    await expect(dialogo).toContainText('Juan Pérez');
    await dialogo.getByRole('button', { name: 'Aceptar' }).click();
    await new PaginaResumen(pagina).esperar();
  });

  const resumen = new PaginaResumen(pagina);
  await test.step('el resumen lo muestra todo y se descarga el PDF', async () => {
    await resumen.abrir(id);
    await expect(resumen.tiempos.getByRole('row')).toHaveCount(4); // cabecera, 2 tiempos, total
    await expect(resumen.tiempos).toContainText('1:30');
    await expect(resumen.cobros).toContainText(recibo);
    await expect(resumen.cobros).toContainText('121,00\u00a0€');
    await expect(resumen.cobros).toContainText('Tarjeta');
    await expect(resumen.firma).toContainText('Firmado por Ana López, DNI 00000000T');
    await expect(resumen.firma).not.toContainText('Juan Pérez');
    await expect(resumen.firma.getByRole('img', { name: 'Firma de Ana López' })).toBeVisible();
    await expect(resumen.lineas.getByTestId('total-parte')).toHaveText(/€$/);

    const descarga = await resumen.descargar();
    expect(descarga.suggestedFilename()).toBe(`parte-${parte.numero}.pdf`);
    const ruta = await descarga.path();
    const bytes = await readFile(ruta);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getTitle()).toBe(`Parte ${parte.numero}`);
    expect(pdf.getAuthor()).toBe(empresa);
    expect(pdf.getKeywords()).toContain('firmado');
  });

  await test.step('otro parte sin firma: finalizar avisa (requiere_firma_cliente = 1) y ofrece ir a firmar', async () => {
    const finalizar = new PaginaFinalizar(pagina);
    await finalizar.abrir(otroParte.idparte_trabajo);
    await expect(finalizar.avisoFirma).toContainText('El cliente todavía no ha firmado este parte');
    await finalizar.avisoFirma.getByRole('link', { name: 'Ir a firmar' }).click();
    await expect(pagina).toHaveURL(new RegExp(`/offline/partes/${otroParte.idparte_trabajo}/firmar$`));
    await finalizar.abrir(otroParte.idparte_trabajo);
    await finalizar.opcion('Reasignar a otro técnico').check();
    await finalizar.finalizar.click();
    await expect(pagina.getByText('Elige el técnico al que reasignar el parte')).toBeVisible();
    await expect(pagina.getByRole('dialog', { name: 'Confirmación' })).toHaveCount(0);
  });

  await test.step('finaliza con la opción 1 tras la confirmación', async () => {
    const finalizar = new PaginaFinalizar(pagina);
    await finalizar.abrir(id);
    await expect(finalizar.avisoFirma).toHaveCount(0);
    await expect(finalizar.opcion('Finalizar orden')).toBeChecked();
    await finalizar.observaciones.fill('Cerrado sin conexión');
    await finalizar.finalizarConfirmando();
    await resumen.esperar();
    await expect(pagina.getByText('Finalizado', { exact: true }).first()).toBeVisible();
    const cola = await colaLocal(pagina);
    expect(cola.map((e) => e.metodo)).toEqual([
      'tiempoTrabajado.insertSync',
      'tiempoTrabajado.updateSync',
      'tiempoTrabajado.insertSync',
      'cobro.insertSync',
      'firma.insertSync',
      'fichero.subirSync',
      'firma.deleteSync',
      'firma.insertSync',
      'fichero.deleteSync',
      'fichero.subirSync',
      'ordenTrabajo.finalizarOt',
    ]);
  });

  await test.step('vuelve la red: la cola se vacía sin fallos', async () => {
    const cola = new PaginaColaSubida(pagina);
    await cola.abrir();
    proxy.rechazar(false);
    await contexto.setOffline(false);
    await cola.esperarVacia();
    await expect(cola.fallidas).toHaveCount(0);
  });
  await contexto.close();

  await test.step('en el servidor (admin): parte y orden finalizados; cobro, firma, tiempos y PDF una vez', async () => {
    const { token } = await iniciarSesionApi(servidor.url, 'admin');
    const todo = await descargaCompleta(servidor.url, token);
    const de = (c: Coleccion): Doc[] => [...(todo.get(c)?.values() ?? [])];
    const parteServidor = de('partetrabajo').find((p) => p.idparte_trabajo === id);
    expect(parteServidor).toMatchObject({ estado: 2, observaciones: 'Cerrado sin conexión' });
    const orden = de('ordentrabajo').find((o) => o.idorden_trabajo === parteServidor?.idorden_trabajo);
    expect(orden).toMatchObject({ estado: 2 });

    const cobros = de('cobro').filter((c) => c.idparte_trabajo === id);
    expect(cobros).toHaveLength(1);
    expect(cobros[0]).toMatchObject({ importe: 121, forma_pago: 'tarjeta', recibo, observaciones: 'Pagado en la visita', estado: 1 });

    const firmas = de('firma').filter((f) => f.id === id);
    expect(firmas).toHaveLength(1);
    expect(firmas[0]).toMatchObject({ idtabla: 269, nombre: 'Ana López', dni: '00000000T' });
    expect(String(firmas[0]?.imagen)).toMatch(/^data:image\/png;base64,/);

    // Los de esta prueba: el del cronómetro (empezó después de inicioPrueba) y el añadido a mano.
    const tiempos = de('tiempotrabajado').filter((t) => t.idparte_trabajo === id && (String(t.inicio) >= inicioPrueba || t.observaciones === 'Revisión de la central'));
    expect(tiempos).toHaveLength(2);
    expect(tiempos.every((t) => typeof t.fin === 'string' && typeof t.minutos === 'number')).toBe(true);
    expect(tiempos.find((t) => t.observaciones === 'Revisión de la central')).toMatchObject({ minutos: 90 });

    const pdfs = de('fichero').filter((f) => f.id === id && f.idtabla === 269 && f.nombre === `parte-${parte.numero}.pdf`);
    expect(pdfs).toHaveLength(1);
    expect(pdfs[0]).toMatchObject({ tipo: 'application/pdf' });
    const contenido = (await llamarRpc(servidor.url, token, 'fichero.contenido', { idfichero: pdfs[0]?.idfichero })) as { contenido: string; tipo: string };
    expect(contenido.tipo).toBe('application/pdf');
    expect(Buffer.from(contenido.contenido, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Buffer.from(contenido.contenido, 'base64').length).toBe(pdfs[0]?.tamano);
    const pdf = await PDFDocument.load(Buffer.from(contenido.contenido, 'base64'));
    expect(pdf.getTitle()).toBe(`Parte ${parte.numero}`);
    expect(pdf.getKeywords()).toContain('firmado');
  });
});
