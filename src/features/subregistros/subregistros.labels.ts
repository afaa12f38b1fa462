/**
 * Textos de los registros de un cliente o de un cliente potencial (teléfonos, direcciones, cuentas
 * bancarias, representantes y estudios financieros): títulos, etiquetas de campos, botones y avisos.
 */

export const ENLACE_ANADIR = 'Añadir';
export const ENLACE_MODIFICAR = 'Modificar';
export const BOTON_ELIMINAR = 'Eliminar';
export const VOLVER_FICHA = 'Volver a la ficha';
export const CAMBIOS_GUARDADOS = 'Cambios guardados';

/** Nombre del dueño, con mayúscula (carcasa del documento) y en la frase ('del cliente'). */
export const NOMBRE_DUENO = {
  cliente: { nombre: 'Cliente', volver: 'Volver al cliente', el: 'El cliente' },
  clientePotencial: { nombre: 'Cliente potencial', volver: 'Volver al cliente potencial', el: 'El cliente potencial' },
} as const;

/** Textos de cada tipo de registro: el plural es el título de la lista y de la sección de la ficha. */
export const TEXTOS_SUBREGISTRO = {
  telefonos: {
    plural: 'Teléfonos',
    singular: 'teléfono',
    nombre: 'Teléfono',
    nuevo: 'Nuevo teléfono',
    vacio: 'no tiene teléfonos',
    anadido: 'Teléfono añadido',
    eliminado: 'Teléfono eliminado',
    eliminar: '¿Eliminar el teléfono?',
  },
  direcciones: {
    plural: 'Direcciones',
    singular: 'dirección',
    nombre: 'Dirección',
    nuevo: 'Nueva dirección',
    vacio: 'no tiene direcciones',
    anadido: 'Dirección añadida',
    eliminado: 'Dirección eliminada',
    eliminar: '¿Eliminar la dirección?',
  },
  'cuentas-bancarias': {
    plural: 'Cuentas bancarias',
    singular: 'cuenta bancaria',
    nombre: 'Cuenta bancaria',
    nuevo: 'Nueva cuenta bancaria',
    vacio: 'no tiene cuentas bancarias',
    anadido: 'Cuenta bancaria añadida',
    eliminado: 'Cuenta bancaria eliminada',
    eliminar: '¿Eliminar la cuenta bancaria?',
  },
  representantes: {
    plural: 'Representantes',
    singular: 'representante',
    nombre: 'Representante',
    nuevo: 'Nuevo representante',
    vacio: 'no tiene representantes',
    anadido: 'Representante añadido',
    eliminado: 'Representante eliminado',
    eliminar: '¿Eliminar el representante?',
  },
  'estudios-financieros': {
    plural: 'Estudios financieros',
    singular: 'estudio financiero',
    nombre: 'Estudio financiero',
    nuevo: 'Nuevo estudio financiero',
    vacio: 'no tiene estudios financieros',
    anadido: 'Estudio financiero añadido',
    eliminado: 'Estudio financiero eliminado',
    eliminar: '¿Eliminar el estudio financiero?',
  },
} as const satisfies Record<string, Record<string, string>>;

export const etiquetasTelefono = { numero: 'Número', descripcion: 'Descripción' } as const;

export const etiquetasDireccion = {
  tipo: 'Tipo',
  direccion: 'Dirección',
  cp: 'Código postal',
  poblacion: 'Población',
  provincia: 'Provincia',
  lat: 'Latitud',
  lng: 'Longitud',
  observaciones: 'Observaciones',
} as const;

export const etiquetasTipoDireccion = { fiscal: 'Fiscal', instalacion: 'Instalación', envio: 'Envío', otra: 'Otra' } as const;

export const etiquetasCuenta = {
  iban: 'IBAN',
  titular: 'Titular',
  bic: 'BIC',
  remesable: 'Remesable',
  fmandato: 'Fecha del mandato SEPA',
  referencia_mandato: 'Referencia del mandato',
  observaciones: 'Observaciones',
} as const;

export const etiquetasRepresentante = {
  nombre: 'Nombre',
  dni: 'DNI/NIE',
  cargo: 'Cargo',
  telefono: 'Teléfono',
  email: 'Correo electrónico',
  observaciones: 'Observaciones',
} as const;

export const etiquetasEstudio = {
  fecha: 'Fecha',
  entidad: 'Entidad',
  resultado: 'Resultado',
  limite_credito: 'Límite de crédito',
  calificacion: 'Calificación',
  observaciones: 'Observaciones',
} as const;

export const etiquetasResultadoEstudio = { pendiente: 'Pendiente', favorable: 'Favorable', condicionado: 'Condicionado', desfavorable: 'Desfavorable' } as const;
