/** Parámetros de configuración de la empresa de demostración (clave/valor, todos texto). */
import type { DocDe } from '../../../schemas';
import { cif } from './documentos';
import type { Aleatorio } from './prng';
import { DOMINIO_EMPRESA } from './organizacion';

export const EMPRESA_NOMBRE = 'Vigía Seguridad Integral, S.L.';

export const generarParametros = (r: Aleatorio): DocDe<'parametro'>[] => {
  const lista: readonly (readonly [string, string, string])[] = [
    ['empresa_nombre', EMPRESA_NOMBRE, 'Razón social que aparece en partes y documentos'],
    ['empresa_cif', cif(r, 'B', '28'), 'CIF de la empresa'],
    ['empresa_direccion', 'Calle de la Innovación, 14, 28050 Madrid', 'Domicilio social'],
    ['empresa_telefono', '900 102 030', 'Teléfono de atención al cliente'],
    ['empresa_email', `info@${DOMINIO_EMPRESA}`, 'Correo electrónico de contacto'],
    ['empresa_registro_dgp', String(r.entero(1000, 4999)), 'Número de inscripción en el Registro Nacional de Empresas de Seguridad (DGP)'],
    ['moneda', 'EUR', 'Moneda de los importes'],
    ['iva', '21', 'Tipo de IVA general (%)'],
    ['tiempo_inactividad_minutos', '480', 'Minutos sin actividad antes de cerrar la sesión'],
    ['tamano_maximo_fichero_mb', '10', 'Tamaño máximo de un fichero adjunto (MB)'],
    ['tamano_maximo_imagen_px', '1024', 'Lado máximo de las imágenes adjuntas (px)'],
    ['tamano_pagina', '50', 'Registros por página en los listados'],
    ['refresco_token_minutos', '15', 'Cada cuántos minutos se renueva el token de sesión'],
    ['precio_hora_mano_obra', '38.50', 'Precio de la hora de mano de obra del técnico (EUR)'],
    ['precio_desplazamiento', '25.00', 'Precio del desplazamiento (EUR)'],
    ['horario_inicio', '08:00', 'Inicio de la jornada de los técnicos'],
    ['horario_fin', '18:00', 'Fin de la jornada de los técnicos'],
    ['dias_planificacion', '30', 'Días hacia delante que muestra la agenda de los técnicos'],
    ['requiere_firma_cliente', '1', 'Pedir la firma del cliente al finalizar un parte (1 sí, 0 no)'],
    ['telefono_cra', '900 300 400', 'Teléfono de la Central Receptora de Alarmas'],
  ];
  return lista.map(([clave, valor, descripcion], i) => ({ idparametro: String(i + 1), clave, valor, descripcion }));
};
