/**
 * Secciones de un parte en el modo sin conexión (/offline/partes/{idparte_trabajo}/…): cada pantalla se
 * registra aquí con su ruta y su título, y la ficha del parte offline enlaza a todas las registradas.
 * Solo se registra una pantalla que existe.
 */
export interface SeccionOffline {
  /** Segmento de la ruta bajo /offline/partes/{idparte_trabajo}/. */
  segmento: string;
  titulo: string;
  /** Grupo en la ficha: trabajo (material, acciones…) o cierre (tiempos, cobro, firma…). */
  grupo: 'trabajo' | 'cierre' | 'documentos';
}

export const seccionesOffline: readonly SeccionOffline[] = [
  { segmento: 'ficheros', titulo: 'Ficheros', grupo: 'documentos' },
  { segmento: 'notas', titulo: 'Notas', grupo: 'documentos' },
  { segmento: 'edit', titulo: 'Modificar el parte', grupo: 'trabajo' },
  { segmento: 'tecnicos', titulo: 'Técnicos del parte', grupo: 'trabajo' },
  { segmento: 'material-instalar', titulo: 'Instalar material', grupo: 'trabajo' },
  { segmento: 'plantillas-articulos', titulo: 'Instalar plantilla', grupo: 'trabajo' },
  { segmento: 'material-afectado', titulo: 'Material afectado', grupo: 'trabajo' },
  { segmento: 'acciones', titulo: 'Acciones', grupo: 'trabajo' },
  { segmento: 'almacenes', titulo: 'Almacenes', grupo: 'trabajo' },
  { segmento: 'solicitud-material', titulo: 'Solicitud de material', grupo: 'trabajo' },
  { segmento: 'checklists', titulo: 'Checklists', grupo: 'trabajo' },
  { segmento: 'resumen', titulo: 'Resumen del parte', grupo: 'cierre' },
  { segmento: 'tiempos/add', titulo: 'Añadir tiempo', grupo: 'cierre' },
  { segmento: 'cobrar', titulo: 'Cobrar', grupo: 'cierre' },
  { segmento: 'firmar', titulo: 'Firma del cliente', grupo: 'cierre' },
  { segmento: 'finalizar', titulo: 'Finalizar parte', grupo: 'cierre' },
];
