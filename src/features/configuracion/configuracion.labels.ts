/** Títulos de las pantallas de Configuración (también los enlaces de la portada). */
export const titulosConfiguracion = {
  inicio: 'Configuración',
  cuenta: 'Mi cuenta',
  contrasena: 'Cambiar contraseña',
  adminBd: 'Base de datos del dispositivo',
} as const;

export const MENSAJES_CONFIGURACION = {
  contrasenasDistintas: 'Las contraseñas no coinciden',
  contrasenaCambiada: 'La contraseña se ha cambiado',
  persistenteConcedido: 'El almacenamiento es ahora persistente',
  persistenteDenegado: 'El navegador no ha concedido el almacenamiento persistente',
} as const;

export const mensajeNoRestablecer = (n: number): string => `No se puede restablecer: hay ${n} ${n === 1 ? 'cambio' : 'cambios'} sin subir`;
