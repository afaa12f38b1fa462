/**
 * Formulario declarado de la edición de un material del sistema (/offline/material-sistema/{id}/edit):
 * número de serie, ubicación y descripción (obligatoria), recortados. Guardar manda
 * `materialSistema.updateSync` con solo lo cambiado (vacío → null salvo la descripción) y avisa con
 * 'Cambios guardados'.
 */
import type { DocDe } from '../../../schemas';
import type { VigiaMetodos } from '../../../replication/cliente';
import { declararFormulario } from '../../ui/formulario/declaracion';
import { aCambiosMaterial, type ValoresMaterial } from './formularios';
import { MAX_NUMSERIE, MAX_UBICACION } from './instalar-formulario';
import { GUARDADO } from './offline.labels';
import { recortar } from '../../lib/texto';

export const MAX_DESCRIPCION_MATERIAL = 200;

export const formularioMaterialSistema = (db: Pick<VigiaMetodos, 'mutate'>) =>
  declararFormulario<ValoresMaterial, DocDe<'materialsistema'>>({
    entidad: 'materialsistema',
    campos: [
      { campo: 'numserie', tipo: 'texto', etiqueta: 'Número de serie', requerido: false, maximo: MAX_NUMSERIE, autoComplete: 'off', normalizar: recortar },
      { campo: 'ubicacion', tipo: 'texto', etiqueta: 'Ubicación', requerido: false, maximo: MAX_UBICACION, autoComplete: 'off', normalizar: recortar },
      { campo: 'descripcion', tipo: 'texto', etiqueta: 'Descripción', requerido: true, maximo: MAX_DESCRIPCION_MATERIAL, autoComplete: 'off', normalizar: recortar },
    ],
    mensaje: GUARDADO,
    enviar: ({ cambios, registro }) => db.mutate('materialSistema.updateSync', { id: registro.idmaterial_sistema, cambios: aCambiosMaterial(cambios) }),
  });
