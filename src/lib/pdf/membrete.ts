/** El membrete de los documentos PDF de la empresa (parte, presupuesto): nombre, CIF, dirección, contacto y registro DGP. */
import type { Escritor } from './escritor';

/** Datos de la empresa (parámetros empresa_*). */
export interface EmpresaPdf {
  nombre: string;
  cif: string;
  direccion: string;
  telefono: string;
  email: string;
  registro: string;
}

/** Escribe el membrete arriba del documento (lo vacío no se escribe). */
export const escribirMembrete = (e: Escritor, empresa: EmpresaPdf): void => {
  e.texto(empresa.nombre || 'Empresa', { tamano: 15, negrita: true });
  const datos = [
    empresa.cif && `CIF ${empresa.cif}`,
    empresa.direccion,
    [empresa.telefono && `Tel. ${empresa.telefono}`, empresa.email].filter(Boolean).join(' · '),
    empresa.registro && `Registro de empresas de seguridad (DGP) n.º ${empresa.registro}`,
  ].filter((x): x is string => typeof x === 'string' && x !== '');
  for (const t of datos) e.texto(t, { tamano: 9, suave: true });
};
