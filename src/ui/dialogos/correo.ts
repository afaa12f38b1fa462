/** Correo saliente desde la app: tipos y validación de destinatarios (mismas reglas que el servidor). */
import { CAMPO_REQUERIDO, EMAIL_INCORRECTO, esEmail } from '../../lib/validacion';

export const CORREO_NO_VALIDO = EMAIL_INCORRECTO;

export interface MensajeCorreo {
  para: string[];
  asunto: string;
  cuerpo: string;
}

export interface PlantillaCorreo {
  id: string;
  nombre: string;
  asunto: string;
  cuerpo: string;
}

/** Separa la lista de destinatarios escrita por el usuario (comas, punto y coma o espacios). */
export const separarDestinatarios = (texto: string): string[] =>
  texto
    .split(/[,;\s]+/)
    .map((t) => t.trim())
    .filter((t) => t !== '');

/** null si la lista vale; si no, 'Campo requerido' o 'El correo electrónico no es correcto'. */
export const validarDestinatarios = (texto: string): string | null => {
  const lista = separarDestinatarios(texto);
  if (lista.length === 0) return CAMPO_REQUERIDO;
  return lista.every(esEmail) ? null : CORREO_NO_VALIDO;
};
