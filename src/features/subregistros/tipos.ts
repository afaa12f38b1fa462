/**
 * Tipos de los registros que cuelgan de un cliente o de un cliente potencial: el dueño, el tipo de
 * registro (que es también el tramo de su ruta: /clientes/{id}/cuentas-bancarias) y los parámetros de ruta.
 */

export type Dueno = 'cliente' | 'clientePotencial';

export const TIPOS_SUBREGISTRO = ['telefonos', 'direcciones', 'cuentas-bancarias', 'representantes', 'estudios-financieros'] as const;
export type TipoSubregistro = (typeof TIPOS_SUBREGISTRO)[number];

/** Los parámetros de ruta del dueño. */
export interface ParamsDueno {
  cliente: { idcliente: string };
  clientePotencial: { idcliente_potencial: string };
}

/** El id del dueño a partir de los parámetros de su ruta. */
export const idDueno = (p: ParamsDueno[Dueno]): string => ('idcliente' in p ? p.idcliente : p.idcliente_potencial);

/** Las props de las pantallas genéricas. */
export interface PropsSubregistro {
  tipo: TipoSubregistro;
  dueno: Dueno;
  /** Id del cliente o del cliente potencial. */
  id: string;
}

export interface PropsRegistro extends PropsSubregistro {
  idregistro: string;
}
