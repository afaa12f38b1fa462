/**
 * Modelo de página del formulario de edición y la tarjeta de datos del parte (/app/partes/{id}): campos
 * por su etiqueta, sus mensajes de error, 'Guardar' y el botón 'Ver campos sin datos'.
 */
import type { Locator, Page } from '@playwright/test';

export class PaginaFormularioParte {
  readonly pagina: Page;
  readonly descripcion: Locator;
  readonly observaciones: Locator;
  readonly clasificacion: Locator;
  readonly fecha: Locator;
  readonly fechaFijada: Locator;
  readonly guardar: Locator;
  readonly guardado: Locator;
  readonly revisar: Locator;
  readonly tarjetaDatos: Locator;
  readonly verSinDatos: Locator;
  readonly ocultarSinDatos: Locator;

  constructor(pagina: Page) {
    this.pagina = pagina;
    this.descripcion = pagina.getByLabel('Descripción', { exact: true });
    this.observaciones = pagina.getByLabel('Observaciones', { exact: true });
    this.clasificacion = pagina.getByLabel('Clasificación', { exact: true });
    this.fecha = pagina.getByLabel('Fecha', { exact: true });
    this.fechaFijada = pagina.getByLabel('Fecha fijada', { exact: true });
    this.guardar = pagina.getByRole('button', { name: 'Guardar' });
    this.guardado = pagina.getByText('Cambios guardados');
    this.revisar = pagina.getByText('Revisa los campos marcados antes de guardar.');
    this.tarjetaDatos = pagina.getByRole('region', { name: 'Datos del parte' });
    this.verSinDatos = pagina.getByRole('button', { name: 'Ver campos sin datos' });
    this.ocultarSinDatos = pagina.getByRole('button', { name: 'Ocultar campos sin datos' });
  }

  /** El mensaje de error que el campo anuncia (aria-describedby), p. ej. 'Campo requerido'. */
  error(campo: Locator, mensaje: string): Locator {
    return this.pagina.locator('.campo').filter({ has: campo }).getByText(mensaje, { exact: true });
  }

  /** Un dato de la tarjeta por su etiqueta (dt). */
  dato(etiqueta: string): Locator {
    return this.tarjetaDatos.locator('dt', { hasText: new RegExp(`^${etiqueta}$`) });
  }
}
