/** Textos de las pantallas de clientes potenciales: títulos, campos, origen, conversión y avisos. */

export const TITULO_CLIENTES_POTENCIALES = 'Clientes potenciales';
export const VACIO_CLIENTES_POTENCIALES = 'No hay clientes potenciales';
export const TITULO_NUEVO = 'Nuevo cliente potencial';
export const TITULO_MODIFICAR = 'Modificar cliente potencial';
export const TITULO_DATOS = 'Datos del cliente potencial';
export const ENLACE_NUEVO = 'Nuevo cliente potencial';
export const ENLACE_MODIFICAR = 'Modificar';
export const VOLVER_LISTA = 'Volver a Clientes potenciales';
export const VOLVER_FICHA = 'Volver a la ficha';
export const ENLACES_POTENCIAL = 'Más del cliente potencial';
export const BOTON_ANADIR = 'Añadir';
export const MENSAJE_ANADIDO = 'Cliente potencial añadido';
export const MENSAJE_GUARDADO = 'Cambios guardados';

export const BOTON_CONVERTIR = 'Convertir en cliente';
export const PREGUNTA_CONVERTIR = '¿Convertir el cliente potencial en cliente? Sus teléfonos, direcciones, cuentas, representantes y estudios pasan al cliente nuevo.';
export const MENSAJE_CONVERTIDO = 'Cliente potencial convertido en cliente';
export const CONVERTIDO = 'Convertido en cliente';
export const VER_CLIENTE = 'Ver el cliente';

export const FILTRO_CONVERSION = { etiqueta: 'Conversión', todos: 'Todos', sinConvertir: 'Sin convertir', convertidos: 'Convertidos' } as const;

export const etiquetasPotencial = {
  codigo: 'Código',
  nombre: 'Nombre',
  nif: 'NIF',
  email: 'Correo electrónico',
  actividad: 'Actividad',
  origen: 'Origen',
  interes: 'Interés',
  fecha_alta: 'Fecha de alta',
  fconversion: 'Fecha de conversión',
  observaciones: 'Observaciones',
  estado: 'Estado',
} as const satisfies Record<string, string>;

export const etiquetasOrigen = {
  web: 'Web',
  llamada: 'Llamada',
  referido: 'Referido',
  feria: 'Feria',
  puerta_fria: 'Puerta fría',
  campana: 'Campaña',
  otro: 'Otro',
} as const;
