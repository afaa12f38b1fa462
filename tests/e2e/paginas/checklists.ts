/**
 * Modelos de página de las checklists del parte sin conexión: la lista
 * (/app/offline/partes/{id}/checklists) y la ficha de una checklist (preguntas por grupos, anomalía con
 * tipo y grado, acciones correctoras, fotos, 'Marcar todo correcto', firma y 'Reabrir').
 */
import { expect, type Locator, type Page } from '@playwright/test';

const escapar = (t: string): string => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class PaginaChecklists {
  readonly pagina: Page;

  constructor(pagina: Page) {
    this.pagina = pagina;
  }

  async abrir(idparte: string): Promise<void> {
    await this.pagina.goto(`/app/offline/partes/${idparte}/checklists`);
    await expect(this.pagina.getByRole('heading', { name: 'Checklists', level: 1, exact: true })).toBeVisible();
  }

  fila(descripcion: string): Locator {
    return this.pagina.getByRole('row').filter({ hasText: descripcion });
  }
}

export class PaginaChecklist {
  readonly pagina: Page;
  readonly estado: Locator;
  readonly resultado: Locator;
  readonly firma: Locator;
  readonly marcarTodo: Locator;
  readonly firmar: Locator;
  readonly reabrir: Locator;
  readonly confirmacion: Locator;
  readonly nombre: Locator;
  readonly dni: Locator;
  readonly guardarFirma: Locator;
  readonly panelFirma: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.estado = pagina.getByTestId('estado-checklist');
    this.resultado = pagina.getByTestId('resultado-checklist');
    this.firma = pagina.getByTestId('firma-checklist');
    this.marcarTodo = pagina.getByRole('button', { name: 'Marcar todo correcto' });
    this.firmar = pagina.getByRole('button', { name: 'Firmar', exact: true });
    this.reabrir = pagina.getByRole('button', { name: 'Reabrir' });
    this.confirmacion = pagina.getByRole('dialog', { name: 'Confirmación' });
    this.nombre = pagina.getByLabel('Nombre del cliente');
    this.dni = pagina.getByLabel('DNI');
    this.guardarFirma = pagina.getByRole('button', { name: 'Guardar firma' });
    this.panelFirma = pagina.getByRole('group', { name: 'Firma del cliente' });
  }

  async abrir(idparte: string, idchecklist: string): Promise<void> {
    await this.pagina.goto(`/app/offline/partes/${idparte}/checklists/${idchecklist}`);
    await this.esperar();
  }

  async esperar(): Promise<void> {
    // Exacto: 'Checklist' sin más es también parte de 'Checklists' y 'Checklists del parte', los títulos de la
    // lista de la que se viene, que sigue en pantalla hasta que se pinta la ficha.
    await expect(this.pagina.getByRole('heading', { name: 'Checklist', level: 1, exact: true })).toBeVisible();
    await expect(this.estado).toBeVisible();
  }

  /** La tarjeta de una pregunta (su nombre empieza por el texto de la pregunta). */
  pregunta(texto: string): Locator {
    return this.pagina.getByRole('article', { name: new RegExp(`^${escapar(texto)}`) });
  }

  async responder(texto: string, respuesta: 'Sin contestar' | 'Correcto'): Promise<void> {
    const radio = this.pregunta(texto).getByRole('radio', { name: respuesta });
    await radio.check();
    await expect(radio).toBeChecked();
  }

  async anomalia(texto: string, tipo: string, grado: string, observaciones: string): Promise<void> {
    const p = this.pregunta(texto);
    await p.getByRole('radio', { name: 'Anomalía' }).check();
    await p.getByLabel('Tipo de anomalía').selectOption({ label: tipo });
    await p.getByLabel('Grado de anomalía').selectOption({ label: grado });
    await p.getByLabel('Observaciones').fill(observaciones);
    await p.getByRole('button', { name: 'Guardar anomalía' }).click();
    await expect(p.getByText(`Anomalía guardada: ${tipo} (${grado})`)).toBeVisible();
  }

  async accionCorrectora(texto: string, descripcion: string): Promise<void> {
    const p = this.pregunta(texto);
    await p.getByRole('button', { name: /^Añadir acción correctora/ }).click();
    await p.getByLabel('Descripción de la acción').fill(descripcion);
    await p.getByRole('button', { name: 'Guardar acción' }).click();
    await expect(p.getByRole('listitem').filter({ hasText: descripcion })).toBeVisible();
  }

  /** Dibuja un trazo en zigzag con el ratón sobre el panel de firma. */
  async firmarConRaton(): Promise<void> {
    const lienzo = this.panelFirma.locator('canvas');
    await lienzo.scrollIntoViewIfNeeded();
    const caja = await lienzo.boundingBox();
    if (!caja) throw new Error('el panel de firma no es visible');
    const { mouse } = this.pagina;
    await mouse.move(caja.x + 20, caja.y + caja.height / 2);
    await mouse.down();
    for (let i = 1; i <= 10; i++) {
      await mouse.move(caja.x + 20 + i * ((caja.width - 40) / 10), caja.y + caja.height / 2 + (i % 2 === 0 ? -50 : 50), { steps: 4 });
    }
    await mouse.up();
    await expect(this.panelFirma.getByText('Firmado', { exact: true })).toBeVisible();
  }

  /** Abre el formulario de firma, la rellena y guarda (sin comprobar el resultado). */
  async rellenarFirma(nombre: string, dni: string): Promise<void> {
    if (!(await this.nombre.isVisible())) await this.firmar.click();
    await this.nombre.fill(nombre);
    await this.dni.fill(dni);
    await this.firmarConRaton();
    await this.guardarFirma.click();
  }

  async confirmar(boton: Locator): Promise<void> {
    await boton.click();
    await expect(this.confirmacion).toBeVisible();
    await this.confirmacion.getByRole('button', { name: 'Aceptar' }).click();
    await expect(this.confirmacion).toBeHidden();
  }
}
