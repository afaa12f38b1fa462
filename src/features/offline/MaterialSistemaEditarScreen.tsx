/**
 * /offline/material-sistema/{idmaterial_sistema}/edit: número de serie, ubicación y descripción de un
 * material del sistema con el formulario declarado de material-sistema-formulario.ts; Guardar manda
 * `materialSistema.updateSync` con solo lo cambiado y se queda. El material llega por el marco de registro
 * (cargando, no está, sin permiso; con estado 0, desinstalado, lleva el aviso de anulado y la etiqueta).
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { valoresDeMaterial } from './formularios';
import { formularioMaterialSistema } from './material-sistema-formulario';
import { TITULO_EDITAR_MATERIAL } from './offline.labels';
import './offline.css';

export interface MaterialSistemaEditarScreenProps {
  idmaterial_sistema: string;
}

const VOLVER_PARTES = 'Volver a los partes';
const formulario = ({ db }: ContextoVigia) => formularioMaterialSistema(db);

export function MaterialSistemaEditarScreen({ idmaterial_sistema }: MaterialSistemaEditarScreenProps) {
  return (
    <RegistroDocumento
      coleccion="materialsistema"
      id={idmaterial_sistema}
      nombre="Material"
      volver={<Link to="/offline/">{VOLVER_PARTES}</Link>}
      cabecera={(material) => ({
        titulo: TITULO_EDITAR_MATERIAL,
        estado: material.estado <= 0 ? <span className="etiqueta etiqueta-aviso">Desinstalado</span> : undefined,
      })}
    >
      {(material) => (
        <EdicionDeclarada
          coleccion="materialsistema"
          registro={material}
          formulario={formulario}
          valores={valoresDeMaterial}
          etiqueta={material.descripcion}
          encabezado
          volver={VOLVER_PARTES}
          ficha={{ to: '/offline/' }}
          seQueda
        />
      )}
    </RegistroDocumento>
  );
}
